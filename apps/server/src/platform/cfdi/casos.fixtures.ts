/**
 * Payment receipts with fixed data for the tests of this folder (builder, XSD, golden files): issued by
 * the SAT's test taxpayer EKU9003173C9 with its test CSD, to receivers of the SAT's test RFC list.
 */
import { documentoRelacionado } from './prorrateo.ts';
import type { DatosComprobantePago, EmisorCfdi } from './tipos.ts';

export const EMISOR_PRUEBA: EmisorCfdi = {
  rfc: 'EKU9003173C9',
  nombre: 'ESCUELA KEMPER URGATE',
  regimenFiscal: '601',
};

const base = (serie: string, folio: string) => ({
  serie,
  folio,
  fecha: '2026-07-15T10:30:00',
  lugarExpedicion: '42501',
  emisor: EMISOR_PRUEBA,
});

/** One invoice of 1,160.00 (1,000.00 at 16 %) paid in full by transfer. */
export const unaFactura16: DatosComprobantePago = {
  ...base('BA', '101'),
  receptor: {
    rfc: 'XIA190128J61',
    nombre: 'XENON INDUSTRIAL ARTICLES',
    domicilioFiscal: '76343',
    regimenFiscal: '601',
  },
  pagos: [
    {
      fechaPago: '2026-07-14T12:00:00',
      formaPago: '03',
      monto: '1160.00',
      documentos: [
        documentoRelacionado(
          {
            uuid: '3f1d6c5e-8a2b-4c7d-9e0f-1a2b3c4d5e6f',
            serie: 'FA',
            folio: '2051',
            total: '1160.00',
            bases: [{ tasa: '0.16', base: '1000.00' }],
            saldoAnterior: '1160.00',
            numParcialidad: 1,
          },
          '1160.00',
        ),
      ],
    },
  ],
};

/**
 * Three invoices paid in part with one cheque: one at 16 % and 0 % on its second payment, one only at
 * 0 % settled, one at 16 % on its first payment; a balance stays on two of them.
 */
export const variasFacturasParciales: DatosComprobantePago = {
  ...base('BA', '102'),
  receptor: {
    rfc: 'URE180429TM6',
    nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
    domicilioFiscal: '86991',
    regimenFiscal: '601',
  },
  pagos: [
    {
      fechaPago: '2026-07-10T09:15:00',
      formaPago: '02',
      monto: '5000.00',
      documentos: [
        documentoRelacionado(
          {
            uuid: 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D',
            serie: 'FA',
            folio: '1988',
            total: '3537.35',
            bases: [
              { tasa: '0.16', base: '2156.33' },
              { tasa: '0', base: '1036.01' },
            ],
            saldoAnterior: '2537.35',
            numParcialidad: 2,
          },
          '1500.00',
        ),
        documentoRelacionado(
          {
            uuid: 'B2C3D4E5-F6A7-4B8C-9D0E-1F2A3B4C5D6E',
            serie: 'FA',
            folio: '2003',
            total: '845.50',
            bases: [{ tasa: '0', base: '845.50' }],
            saldoAnterior: '845.50',
            numParcialidad: 1,
          },
          '845.50',
        ),
        documentoRelacionado(
          {
            uuid: 'C3D4E5F6-A7B8-4C9D-8E1F-2A3B4C5D6E7F',
            serie: 'FA',
            folio: '2017',
            total: '7424.00',
            bases: [{ tasa: '0.16', base: '6400.00' }],
            saldoAnterior: '7424.00',
            numParcialidad: 1,
          },
          '2654.50',
        ),
      ],
    },
  ],
};

/** An invoice not subject to tax (ObjetoImpDR 01), paid in cash, without series on the receipt. */
export const sinImpuestos: DatosComprobantePago = {
  ...base('', '103'),
  receptor: {
    rfc: 'MASO451221PM4',
    nombre: 'MARIA OLIVIA MARTINEZ SAGAZ',
    domicilioFiscal: '80290',
    regimenFiscal: '612',
  },
  pagos: [
    {
      fechaPago: '2026-07-15T08:00:00',
      formaPago: '01',
      monto: '350.00',
      documentos: [
        documentoRelacionado(
          {
            uuid: 'd4e5f6a7-b8c9-4d0e-8f1a-2b3c4d5e6f7a',
            serie: 'NC',
            folio: '77',
            total: '350.00',
            bases: [],
            saldoAnterior: '350.00',
            numParcialidad: 1,
          },
          '350.00',
        ),
      ],
    },
  ],
};

/** A receiver whose name needs escaping ('&', quotes, apostrophe) and carries accents. */
export const nombreConEscapes: DatosComprobantePago = {
  ...base('BA', '104'),
  receptor: {
    rfc: 'L&H920101AB1',
    nombre: `FARMACÉUTICA LÓPEZ & HIJOS "EL ÁGUILA" D'ÁVILA`,
    domicilioFiscal: '06600',
    regimenFiscal: '601',
  },
  pagos: [
    {
      fechaPago: '2026-07-15T11:45:00',
      formaPago: '28',
      monto: '580.00',
      documentos: [
        documentoRelacionado(
          {
            uuid: 'e5f6a7b8-c9d0-4e1f-9a2b-3c4d5e6f7a8b',
            serie: 'FA',
            folio: '2100',
            total: '1160.00',
            bases: [{ tasa: '0.16', base: '1000.00' }],
            saldoAnterior: '1160.00',
            numParcialidad: 1,
          },
          '580.00',
        ),
      ],
    },
  ],
};

export const CASOS = { unaFactura16, variasFacturasParciales, sinImpuestos, nombreConEscapes } as const;
