import { describe, expect, it } from 'vitest';
import { leerXml } from './cadena-original.ts';
import {
  CASOS,
  nombreConEscapes,
  sinImpuestos,
  unaFactura16,
  variasFacturasParciales,
} from './casos.fixtures.ts';
import { construirComprobantePago, NS_CFDI, NS_PAGO20 } from './comprobante-pago.ts';
import type { DatosComprobantePago, DocumentoRelacionado } from './tipos.ts';

const CREDENCIAL = { noCertificado: '30001000000500003416', certificadoBase64: 'TUlJ' };
const construir = (datos: DatosComprobantePago) => construirComprobantePago(datos, CREDENCIAL);

/** The attributes of the first element with that local name, in document order, as [name, value]. */
const atributos = (xml: string, nombre: string) => {
  const e = leerXml(xml).getElementsByTagName(nombre)[0]!;
  return Array.from({ length: e.attributes.length }, (_, i) => [
    e.attributes[i]!.name,
    e.attributes[i]!.value,
  ]);
};
const nodos = (xml: string, nombre: string) => leerXml(xml).getElementsByTagName(nombre).length;

describe('construirComprobantePago', () => {
  it('writes the comprobante P with the XSD order of attributes, namespaces and schema locations', () => {
    expect(atributos(construir(unaFactura16), 'cfdi:Comprobante')).toEqual([
      ['xmlns:cfdi', NS_CFDI],
      ['xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance'],
      ['xmlns:pago20', NS_PAGO20],
      [
        'xsi:schemaLocation',
        'http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd ' +
          'http://www.sat.gob.mx/Pagos20 http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd',
      ],
      ['Version', '4.0'],
      ['Serie', 'BA'],
      ['Folio', '101'],
      ['Fecha', '2026-07-15T10:30:00'],
      ['Sello', ''],
      ['NoCertificado', '30001000000500003416'],
      ['Certificado', 'TUlJ'],
      ['SubTotal', '0'],
      ['Moneda', 'XXX'],
      ['Total', '0'],
      ['TipoDeComprobante', 'P'],
      ['Exportacion', '01'],
      ['LugarExpedicion', '42501'],
    ]);
  });

  it('writes issuer, receiver (UsoCFDI CP01) and the fixed concept of a payment', () => {
    const xml = construir(unaFactura16);
    expect(xml).toContain(
      '<cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>',
    );
    expect(xml).toContain(
      '<cfdi:Receptor Rfc="XIA190128J61" Nombre="XENON INDUSTRIAL ARTICLES" DomicilioFiscalReceptor="76343" RegimenFiscalReceptor="601" UsoCFDI="CP01"/>',
    );
    expect(xml).toContain(
      '<cfdi:Concepto ClaveProdServ="84111506" Cantidad="1" ClaveUnidad="ACT" Descripcion="Pago" ValorUnitario="0" Importe="0" ObjetoImp="01"/>',
    );
  });

  it('one invoice paid in full at 16 %: totals, payment, related document and taxes', () => {
    const xml = construir(unaFactura16);
    expect(xml).toContain(
      '<pago20:Totales TotalTrasladosBaseIVA16="1000.00" TotalTrasladosImpuestoIVA16="160.00" MontoTotalPagos="1160.00"/>',
    );
    expect(xml).toContain(
      '<pago20:Pago FechaPago="2026-07-14T12:00:00" FormaDePagoP="03" MonedaP="MXN" TipoCambioP="1" Monto="1160.00">',
    );
    expect(xml).toContain(
      '<pago20:DoctoRelacionado IdDocumento="3F1D6C5E-8A2B-4C7D-9E0F-1A2B3C4D5E6F" Serie="FA" Folio="2051" MonedaDR="MXN" EquivalenciaDR="1" NumParcialidad="1" ImpSaldoAnt="1160.00" ImpPagado="1160.00" ImpSaldoInsoluto="0.00" ObjetoImpDR="02">',
    );
    expect(xml).toContain(
      '<pago20:TrasladoDR BaseDR="1000.00" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="160.00"/>',
    );
    expect(xml).toContain(
      '<pago20:TrasladoP BaseP="1000.00" ImpuestoP="002" TipoFactorP="Tasa" TasaOCuotaP="0.160000" ImporteP="160.00"/>',
    );
  });

  it('several invoices in part at 16 % and 0 %: ImpuestosP and Totales add them up by rate', () => {
    const xml = construir(variasFacturasParciales);
    expect(nodos(xml, 'pago20:DoctoRelacionado')).toBe(3);
    expect(xml).toContain(
      'NumParcialidad="2" ImpSaldoAnt="2537.35" ImpPagado="1500.00" ImpSaldoInsoluto="1037.35"',
    );
    // 914.38 + 2288.36 at 16 %, 439.32 + 845.50 at 0 %.
    expect(xml).toContain(
      '<pago20:TrasladoP BaseP="3202.74" ImpuestoP="002" TipoFactorP="Tasa" TasaOCuotaP="0.160000" ImporteP="512.44"/>',
    );
    expect(xml).toContain(
      '<pago20:TrasladoP BaseP="1284.82" ImpuestoP="002" TipoFactorP="Tasa" TasaOCuotaP="0.000000" ImporteP="0.00"/>',
    );
    expect(xml).toContain(
      '<pago20:Totales TotalTrasladosBaseIVA16="3202.74" TotalTrasladosImpuestoIVA16="512.44" TotalTrasladosBaseIVA0="1284.82" TotalTrasladosImpuestoIVA0="0.00" MontoTotalPagos="5000.00"/>',
    );
  });

  it('an invoice not subject to tax: ObjetoImpDR 01, no ImpuestosDR, ImpuestosP nor tax totals; no empty Serie', () => {
    const xml = construir(sinImpuestos);
    expect(xml).toContain('ObjetoImpDR="01"/>');
    expect(nodos(xml, 'pago20:ImpuestosDR') + nodos(xml, 'pago20:ImpuestosP')).toBe(0);
    expect(xml).toContain('<pago20:Totales MontoTotalPagos="350.00"/>');
    expect(atributos(xml, 'cfdi:Comprobante').map(([n]) => n)).not.toContain('Serie');
  });

  it("escapes '&', quotes and apostrophes and keeps accents, so the parsed value is the name", () => {
    const xml = construir(nombreConEscapes);
    expect(xml).toContain(
      'Rfc="L&amp;H920101AB1" Nombre="FARMACÉUTICA LÓPEZ &amp; HIJOS &quot;EL ÁGUILA&quot; D&apos;ÁVILA"',
    );
    expect(Object.fromEntries(atributos(xml, 'cfdi:Receptor')).Nombre).toBe(nombreConEscapes.receptor.nombre);
  });

  it('collapses whitespace in names, upper-cases RFCs and UUIDs', () => {
    const datos = {
      ...unaFactura16,
      receptor: {
        ...unaFactura16.receptor,
        rfc: ' xia190128j61 ',
        nombre: '  XENON \n INDUSTRIAL\tARTICLES ',
      },
    };
    expect(construir(datos)).toContain('Rfc="XIA190128J61" Nombre="XENON INDUSTRIAL ARTICLES"');
  });

  it('is the same text for the same data (deterministic)', () => {
    for (const datos of Object.values(CASOS)) expect(construir(datos)).toBe(construir(datos));
  });
});

describe('construirComprobantePago refuses data the SAT would reject', () => {
  const documento = unaFactura16.pagos[0]!.documentos[0]!;
  const conDocumento = (cambios: Partial<DocumentoRelacionado>, monto = '1160.00'): DatosComprobantePago => ({
    ...unaFactura16,
    pagos: [{ ...unaFactura16.pagos[0]!, monto, documentos: [{ ...documento, ...cambios }] }],
  });

  it.each<[string, DatosComprobantePago, RegExp]>([
    [
      'a balance that does not add up',
      conDocumento({ saldoInsoluto: '1.00' }),
      /saldo anterior menos lo pagado/,
    ],
    ['more paid to invoices than the payment', conDocumento({}, '1000.00'), /excede el Monto/],
    [
      'taxes declared without traslados',
      conDocumento({ traslados: [] }),
      /ObjetoImpDR 02\) y no trae traslados/,
    ],
    [
      'traslados on an invoice not subject to tax',
      conDocumento({ objetoImp: '01' }),
      /no es objeto de impuesto/,
    ],
    [
      'a rate other than 16, 8 or 0 %',
      conDocumento({ traslados: [{ base: '1', tasa: '0.15', importe: '0.15' }] }),
      /tasa de IVA/,
    ],
    [
      'fractions of a cent',
      conDocumento({ importePagado: '1159.995', saldoInsoluto: '0.005' }),
      /fracciones de centavo/,
    ],
    ['a UUID that is not one', conDocumento({ uuid: 'FA-2051' }), /no es un UUID/],
    ['a payment number of 0', conDocumento({ numParcialidad: 0 }), /NumParcialidad/],
    [
      'payment method 99',
      { ...unaFactura16, pagos: [{ ...unaFactura16.pagos[0]!, formaPago: '99' }] },
      /99 no se admite/,
    ],
    ['a date without time', { ...unaFactura16, fecha: '2026-07-15' }, /Fecha/],
    [
      'a receiver RFC out of format',
      { ...unaFactura16, receptor: { ...unaFactura16.receptor, rfc: 'XIA19012' } },
      /Receptor: el RFC/,
    ],
    [
      "a '|' in a name",
      { ...unaFactura16, receptor: { ...unaFactura16.receptor, nombre: 'A|B' } },
      /no puede contener el carácter '\|'/,
    ],
    ['a 4-digit postal code', { ...unaFactura16, lugarExpedicion: '4250' }, /LugarExpedicion/],
    ['no payments', { ...unaFactura16, pagos: [] }, /no tiene pagos/],
    [
      'an empty name',
      { ...unaFactura16, receptor: { ...unaFactura16.receptor, nombre: '  ' } },
      /nombre del receptor/,
    ],
    ['a 26-character series', { ...unaFactura16, serie: 'S'.repeat(26) }, /excede 25 caracteres/],
  ])('%s', (_caso, datos, mensaje) => {
    expect(() => construir(datos)).toThrow(mensaje);
  });

  it('a certificate number that is not 20 digits', () => {
    expect(() => construirComprobantePago(unaFactura16, { ...CREDENCIAL, noCertificado: '123' })).toThrow(
      /NoCertificado/,
    );
  });
});
