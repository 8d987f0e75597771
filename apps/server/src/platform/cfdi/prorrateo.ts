/**
 * What a payment carries of the invoice it pays (pago20:DoctoRelacionado): its balances and its taxes
 * prorated by the share paid, as the SAT's guide for the payments complement describes them:
 * BaseDR = invoice base × ImpPagado ÷ invoice total, ImporteDR = BaseDR × rate, both rounded half up to
 * the cent (to six decimals only when a tiny payment would round a base to zero). ImporteDR computed
 * from the rounded BaseDR always falls within the limits the SAT's validation allows.
 */
import { aMicro, formatear, multiplicar, proporcion } from './importes.ts';
import { tasaIva } from './impuestos-pago.ts';
import type { DocumentoRelacionado, TrasladoDR } from './tipos.ts';

/** An invoice as the product keeps it, with what it still owes. */
export interface FacturaPorPagar {
  /** Its UUID (TimbreFiscalDigital). */
  uuid: string;
  serie: string;
  folio: string;
  /** Its total with taxes. */
  total: string;
  /** Its taxable bases by IVA rate, before tax ({ tasa: '0.16', base: '862.07' }); empty when not subject to tax. */
  bases: ReadonlyArray<{ tasa: string; base: string }>;
  /** What it owed before this payment. */
  saldoAnterior: string;
  /** This payment's number for the invoice: 1 for the first. */
  numParcialidad: number;
}

/** The invoice's taxes in proportion to `importePagado`. */
export const trasladosProrrateados = (factura: FacturaPorPagar, importePagado: string): TrasladoDR[] => {
  const cual = `la factura ${factura.uuid}`;
  const total = aMicro(factura.total, `Total de ${cual}`);
  const pagado = aMicro(importePagado, `ImpPagado de ${cual}`);
  return factura.bases.flatMap((b) => {
    const base = aMicro(b.base, `Base de ${cual}`);
    if (base === 0n) return [];
    const tasa = tasaIva(b.tasa, `Tasa de ${cual}`);
    let decimales = 2;
    let baseDr = proporcion(base, pagado, total, 2);
    if (baseDr === 0n) {
      decimales = 6;
      baseDr = proporcion(base, pagado, total, 6);
    }
    if (baseDr === 0n) return [];
    const importeDr = multiplicar(baseDr, aMicro(tasa, 'Tasa'), decimales);
    return [{ base: formatear(baseDr, decimales), tasa, importe: formatear(importeDr, decimales) }];
  });
};

/** The DoctoRelacionado of a payment of `importePagado` to `factura`. */
export const documentoRelacionado = (
  factura: FacturaPorPagar,
  importePagado: string,
): DocumentoRelacionado => {
  const cual = `la factura ${factura.serie}${factura.folio}`;
  const anterior = aMicro(factura.saldoAnterior, `Saldo anterior de ${cual}`);
  const pagado = aMicro(importePagado, `Importe pagado de ${cual}`);
  if (pagado <= 0n) throw new Error(`El importe pagado de ${cual} debe ser mayor que cero`);
  if (pagado > anterior)
    throw new Error(`El importe pagado de ${cual} excede su saldo (${factura.saldoAnterior})`);
  const traslados = trasladosProrrateados(factura, importePagado);
  const sujeta = factura.bases.some((b) => aMicro(b.base, 'Base') > 0n);
  if (sujeta && traslados.length === 0) {
    throw new Error(`El importe pagado de ${cual} es demasiado pequeño para prorratear sus impuestos`);
  }
  return {
    uuid: factura.uuid.toUpperCase(),
    serie: factura.serie,
    folio: factura.folio,
    numParcialidad: factura.numParcialidad,
    saldoAnterior: formatear(anterior, 2),
    importePagado: formatear(pagado, 2),
    saldoInsoluto: formatear(anterior - pagado, 2),
    objetoImp: sujeta ? '02' : '01',
    traslados,
  };
};
