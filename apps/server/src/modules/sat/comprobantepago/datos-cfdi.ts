import type { DatosComprobantePago, EmisorCfdi } from '../../../platform/cfdi/tipos.ts';
import { horaLocal } from '../../../platform/fechas.ts';
import type { ClienteFiscal, Comprobante, DocumentoPagado } from './queries.ts';

/** Whole cents of a decimal string ('1234.5' → 123450), exactly. */
export const centavos = (decimal: string): number => {
  const [entero = '0', fraccion = ''] = decimal.trim().replace(/^-/, '').split('.');
  const c = Number(entero) * 100 + Number(`${fraccion}00`.slice(0, 2));
  return decimal.trim().startsWith('-') ? -c : c;
};

/** Cents as a decimal string with two decimals (123450 → '1234.50'). */
export const decimal = (c: number): string => {
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** What the platform's proration (platform/cfdi/prorrateo.ts) needs of an invoice paid. */
const facturaPagada = (d: DocumentoPagado) => ({
  uuid: d.uuid,
  serie: d.serie,
  folio: String(d.folio),
  total: d.total,
  bases: [
    { tasa: '0.16', base: d.baseTasa16 },
    { tasa: '0', base: d.baseTasa0 },
  ],
  saldoAnterior: d.saldoAnterior,
  numParcialidad: d.numParcialidad,
});

/** Mexico City wall time as the SAT writes it: 'YYYY-MM-DDTHH:mm:ss'. */
export const fechaCfdi = (instante: Date) => horaLocal(instante).toISOString().slice(0, 19);

/** The payment's date as a CFDI date-time: the day at noon (the hour of the payment is not captured). */
export const fechaPagoCfdi = (fechaPago: string) => `${fechaPago}T12:00:00`;

/**
 * Everything the receipt says, before it is sealed: each invoice's DoctoRelacionado with its taxes
 * prorated by the share paid (the platform's proration), the receiver's name as the SAT registers it.
 */
export const datosDelComprobante = async (o: {
  comprobante: Comprobante;
  cliente: ClienteFiscal;
  documentos: DocumentoPagado[];
  emisor: EmisorCfdi;
  lugarExpedicion: string;
  ahora: Date;
}): Promise<DatosComprobantePago> => {
  const { documentoRelacionado } = await import('../../../platform/cfdi/prorrateo.ts');
  const { nombreFiscal } = await import('../../../platform/cfdi/credencial.ts');
  return {
    serie: o.comprobante.seriePago,
    folio: String(o.comprobante.folioPago),
    fecha: fechaCfdi(o.ahora),
    lugarExpedicion: o.lugarExpedicion,
    emisor: o.emisor,
    receptor: {
      rfc: o.cliente.rfc,
      nombre: nombreFiscal(o.cliente.rfc, o.cliente.nombre),
      domicilioFiscal: o.cliente.codPostal,
      regimenFiscal: o.cliente.regimenFiscal,
    },
    pagos: [
      {
        fechaPago: fechaPagoCfdi(o.comprobante.fechaPago),
        formaPago: o.comprobante.formaPago,
        monto: decimal(centavos(o.comprobante.montoPago)),
        documentos: o.documentos.map((d) => documentoRelacionado(facturaPagada(d), d.importePagado)),
      },
    ],
  };
};

/** The issue date (cfdi:Comprobante@Fecha) of a sealed XML, or null. */
export const fechaDelXml = (xml: string): string | null => /\sFecha="([^"]+)"/.exec(xml)?.[1] ?? null;
