/**
 * The taxes of a payment as the complemento de pagos 2.0 sums them: each Pago's ImpuestosP (the
 * TrasladoDR of its invoices added up by tax, factor and rate) and the receipt's Totales (the
 * TrasladoP of every Pago by rate, in pesos with two decimals). Always IVA (002), factor Tasa, MXN
 * with EquivalenciaDR and TipoCambioP 1, so no conversion is involved.
 */
import { aMicro, formatear, importeImpuesto, type Micro, sumar, tasa } from './importes.ts';
import type { DatosPago } from './tipos.ts';

/** The IVA rates the product sells at and the name Totales gives each ('IVA16' → TotalTrasladosBaseIVA16). */
export const TASAS_IVA: Readonly<Record<string, string>> = {
  '0.160000': 'IVA16',
  '0.080000': 'IVA8',
  '0.000000': 'IVA0',
};

export interface TrasladoSumado {
  /** Six decimals, as TasaOCuotaP: '0.160000'. */
  tasa: string;
  base: Micro;
  importe: Micro;
}

/** A rate checked against the ones Totales can carry, written with six decimals. */
export const tasaIva = (valor: string, campo: string): string => {
  const t = tasa(valor, campo);
  if (!TASAS_IVA[t]) throw new Error(`${campo}: la tasa de IVA ${valor} no es 0.16, 0.08 ni 0`);
  return t;
};

const sumarPorTasa = (traslados: Iterable<TrasladoSumado>): TrasladoSumado[] => {
  const porTasa = new Map<string, TrasladoSumado>();
  for (const t of traslados) {
    const previo = porTasa.get(t.tasa);
    porTasa.set(
      t.tasa,
      previo ? { ...previo, base: previo.base + t.base, importe: previo.importe + t.importe } : { ...t },
    );
  }
  // Highest rate first: 16 %, 8 %, 0 %.
  return [...porTasa.values()].sort((a, b) => b.tasa.localeCompare(a.tasa));
};

/** The Pago's TrasladoP, one per rate: BaseP = Σ BaseDR, ImporteP = Σ ImporteDR. */
export const trasladosDelPago = (pago: DatosPago): TrasladoSumado[] =>
  sumarPorTasa(
    pago.documentos.flatMap((d) =>
      d.traslados.map((t) => ({
        tasa: tasaIva(t.tasa, `TasaOCuotaDR de ${d.uuid}`),
        base: aMicro(t.base, `BaseDR de ${d.uuid}`),
        importe: aMicro(t.importe, `ImporteDR de ${d.uuid}`),
      })),
    ),
  );

/** A TrasladoP's attributes, in the XSD's order. */
export const atributosTrasladoP = (t: TrasladoSumado) =>
  [
    ['BaseP', importeImpuesto(t.base)],
    ['ImpuestoP', '002'],
    ['TipoFactorP', 'Tasa'],
    ['TasaOCuotaP', t.tasa],
    ['ImporteP', importeImpuesto(t.importe)],
  ] as const;

/**
 * Totales' attributes in the XSD's order: the bases and amounts of every rate present (two decimals,
 * rounded half up, × TipoCambioP 1) and MontoTotalPagos.
 */
export const atributosTotales = (pagos: DatosPago[]) => {
  const porTasa = new Map(sumarPorTasa(pagos.flatMap(trasladosDelPago)).map((t) => [TASAS_IVA[t.tasa]!, t]));
  const deTasa = (nombre: string) => {
    const t = porTasa.get(nombre);
    return [
      [`TotalTrasladosBase${nombre}`, t && formatear(t.base, 2)],
      [`TotalTrasladosImpuesto${nombre}`, t && formatear(t.importe, 2)],
    ] as const;
  };
  const monto = sumar(pagos.map((p) => aMicro(p.monto, 'Monto')));
  return [
    ...deTasa('IVA16'),
    ...deTasa('IVA8'),
    ...deTasa('IVA0'),
    ['MontoTotalPagos', formatear(monto, 2)],
  ] as const;
};
