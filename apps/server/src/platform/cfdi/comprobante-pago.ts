/**
 * The CFDI 4.0 payment receipt (TipoDeComprobante P) with its complemento de pagos 2.0, written as the
 * SAT's cfdv40.xsd and Pagos20.xsd define it: attributes and elements in the schemas' order, amounts
 * with the decimals the SAT asks for, values escaped. `Sello` is left empty: `sello.ts` fills it.
 */
import { aMicro, importeImpuesto, importeMxn, tasa } from './importes.ts';
import { atributosTotales, atributosTrasladoP, trasladosDelPago } from './impuestos-pago.ts';
import type { CredencialEmisor, DatosComprobantePago, DatosPago, DocumentoRelacionado } from './tipos.ts';
import { validarComprobantePago } from './validar-pago.ts';
import { escribir, type Nodo, NS_CFDI, textoCfdi } from './xml.ts';

export { NS_CFDI } from './xml.ts';
export const NS_PAGO20 = 'http://www.sat.gob.mx/Pagos20';
export const NS_XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** Where the SAT publishes both schemas, as the receipt declares them. */
export const SCHEMA_LOCATION = [
  NS_CFDI,
  'http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd',
  NS_PAGO20,
  'http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd',
].join(' ');

/** A payment receipt's fixed concept (Guía de llenado del complemento para recepción de pagos). */
const CONCEPTO_PAGO: Nodo = {
  nombre: 'cfdi:Concepto',
  atributos: [
    ['ClaveProdServ', '84111506'],
    ['Cantidad', '1'],
    ['ClaveUnidad', 'ACT'],
    ['Descripcion', 'Pago'],
    ['ValorUnitario', '0'],
    ['Importe', '0'],
    ['ObjetoImp', '01'],
  ],
};

const opcional = (v: string, campo: string) => {
  const t = textoCfdi(v, campo);
  return t === '' ? undefined : t;
};

const documento = (d: DocumentoRelacionado): Nodo => {
  const cual = `la factura ${d.uuid}`;
  const traslados: Nodo[] = d.traslados.map((t) => ({
    nombre: 'pago20:TrasladoDR',
    atributos: [
      ['BaseDR', importeImpuesto(aMicro(t.base, `BaseDR de ${cual}`))],
      ['ImpuestoDR', '002'],
      ['TipoFactorDR', 'Tasa'],
      ['TasaOCuotaDR', tasa(t.tasa, `TasaOCuotaDR de ${cual}`)],
      ['ImporteDR', importeImpuesto(aMicro(t.importe, `ImporteDR de ${cual}`))],
    ],
  }));
  return {
    nombre: 'pago20:DoctoRelacionado',
    atributos: [
      ['IdDocumento', d.uuid.trim().toUpperCase()],
      ['Serie', opcional(d.serie, `Serie de ${cual}`)],
      ['Folio', opcional(d.folio, `Folio de ${cual}`)],
      ['MonedaDR', 'MXN'],
      ['EquivalenciaDR', '1'],
      ['NumParcialidad', String(d.numParcialidad)],
      ['ImpSaldoAnt', importeMxn(d.saldoAnterior, `ImpSaldoAnt de ${cual}`)],
      ['ImpPagado', importeMxn(d.importePagado, `ImpPagado de ${cual}`)],
      ['ImpSaldoInsoluto', importeMxn(d.saldoInsoluto, `ImpSaldoInsoluto de ${cual}`)],
      ['ObjetoImpDR', d.objetoImp],
    ],
    hijos:
      d.objetoImp === '02'
        ? [
            {
              nombre: 'pago20:ImpuestosDR',
              atributos: [],
              hijos: [{ nombre: 'pago20:TrasladosDR', atributos: [], hijos: traslados }],
            },
          ]
        : [],
  };
};

const pago = (p: DatosPago): Nodo => {
  const trasladosP = trasladosDelPago(p);
  const impuestosP: Nodo[] = trasladosP.length
    ? [
        {
          nombre: 'pago20:ImpuestosP',
          atributos: [],
          hijos: [
            {
              nombre: 'pago20:TrasladosP',
              atributos: [],
              hijos: trasladosP.map((t) => ({
                nombre: 'pago20:TrasladoP',
                atributos: atributosTrasladoP(t),
              })),
            },
          ],
        },
      ]
    : [];
  return {
    nombre: 'pago20:Pago',
    atributos: [
      ['FechaPago', p.fechaPago],
      ['FormaDePagoP', p.formaPago],
      ['MonedaP', 'MXN'],
      ['TipoCambioP', '1'],
      ['Monto', importeMxn(p.monto, 'Monto')],
    ],
    hijos: [...p.documentos.map(documento), ...impuestosP],
  };
};

/** The receipt's data with RFCs in upper case and names cleaned as the XML will carry them. */
const normalizar = (datos: DatosComprobantePago): DatosComprobantePago => ({
  ...datos,
  emisor: {
    ...datos.emisor,
    rfc: datos.emisor.rfc.trim().toUpperCase(),
    nombre: textoCfdi(datos.emisor.nombre, 'Nombre del emisor'),
  },
  receptor: {
    ...datos.receptor,
    rfc: datos.receptor.rfc.trim().toUpperCase(),
    nombre: textoCfdi(datos.receptor.nombre, 'Nombre del receptor'),
  },
});

/**
 * The unsealed XML of a payment receipt (Sello=""), with the issuer's certificate number and
 * certificate already in place so that the cadena original and the seal can be computed from it.
 * Throws, in Spanish, when the data breaks a rule of the schema or of the SAT's payment validations.
 */
export const construirComprobantePago = (
  datosOriginales: DatosComprobantePago,
  credencial: Pick<CredencialEmisor, 'noCertificado' | 'certificadoBase64'>,
): string => {
  const datos = normalizar(datosOriginales);
  validarComprobantePago(datos);
  if (!/^[0-9]{20}$/.test(credencial.noCertificado)) {
    throw new Error(`NoCertificado: '${credencial.noCertificado}' no tiene 20 dígitos`);
  }
  const { emisor, receptor } = datos;
  if (!emisor.nombre || !receptor.nombre)
    throw new Error('El nombre del emisor y el del receptor son obligatorios');
  const comprobante: Nodo = {
    nombre: 'cfdi:Comprobante',
    atributos: [
      ['xmlns:cfdi', NS_CFDI],
      ['xmlns:xsi', NS_XSI],
      ['xmlns:pago20', NS_PAGO20],
      ['xsi:schemaLocation', SCHEMA_LOCATION],
      ['Version', '4.0'],
      ['Serie', opcional(datos.serie, 'Serie')],
      ['Folio', opcional(datos.folio, 'Folio')],
      ['Fecha', datos.fecha],
      ['Sello', ''],
      ['NoCertificado', credencial.noCertificado],
      ['Certificado', credencial.certificadoBase64],
      ['SubTotal', '0'],
      ['Moneda', 'XXX'],
      ['Total', '0'],
      ['TipoDeComprobante', 'P'],
      ['Exportacion', '01'],
      ['LugarExpedicion', datos.lugarExpedicion],
    ],
    hijos: [
      {
        nombre: 'cfdi:Emisor',
        atributos: [
          ['Rfc', emisor.rfc],
          ['Nombre', emisor.nombre],
          ['RegimenFiscal', emisor.regimenFiscal],
        ],
      },
      {
        nombre: 'cfdi:Receptor',
        atributos: [
          ['Rfc', receptor.rfc],
          ['Nombre', receptor.nombre],
          ['DomicilioFiscalReceptor', receptor.domicilioFiscal],
          ['RegimenFiscalReceptor', receptor.regimenFiscal],
          ['UsoCFDI', 'CP01'],
        ],
      },
      { nombre: 'cfdi:Conceptos', atributos: [], hijos: [CONCEPTO_PAGO] },
      {
        nombre: 'cfdi:Complemento',
        atributos: [],
        hijos: [
          {
            nombre: 'pago20:Pagos',
            atributos: [['Version', '2.0']],
            hijos: [
              { nombre: 'pago20:Totales', atributos: atributosTotales(datos.pagos) },
              ...datos.pagos.map(pago),
            ],
          },
        ],
      },
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${escribir(comprobante)}\n`;
};
