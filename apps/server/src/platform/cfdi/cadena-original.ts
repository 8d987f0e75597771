/**
 * The cadena original of a CFDI 4.0: what the SAT's cadenaoriginal_4_0.xslt (with Pagos20.xslt and
 * utilerias.xslt) writes for a comprobante, computed here from the parsed XML without an XSLT engine.
 * The templates below transcribe the SAT's, node by node and attribute by attribute, for every node of
 * cfdi:Comprobante and of the pagos 2.0 complement: a required attribute always writes '|' and its
 * value, an optional one only when present, values with normalize-space(). The timbre fiscal digital
 * writes nothing (the XSLT has no template for it); any other complement is refused, because its
 * template is not transcribed and the result would be wrong.
 */
import type { Document, Element } from '@xmldom/xmldom';
import { NS_CFDI as CFDI, leerXml } from './xml.ts';

export { leerXml };

const PAGO20 = 'http://www.sat.gob.mx/Pagos20';
const TFD = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const PREFIJOS: Record<string, string> = { cfdi: CFDI, pago20: PAGO20 };

/**
 * One step of a template: R (Requerido) or O (Opcional) writes an attribute; `cada` runs steps for
 * every element at a relative path (xsl:for-each); `aplicar` applies the matching template to every
 * element at a path (xsl:apply-templates); `hijos` applies templates to every child element (./*).
 */
type Paso =
  | readonly ['R' | 'O', string]
  | readonly ['cada', string, readonly Paso[]]
  | readonly ['aplicar', string]
  | readonly ['hijos'];

const R = (...nombres: string[]): Paso[] => nombres.map((n) => ['R', n] as const);
const O = (...nombres: string[]): Paso[] => nombres.map((n) => ['O', n] as const);

const PLANTILLAS: Record<string, readonly Paso[]> = {
  'cfdi:Comprobante': [
    ...R('Version'),
    ...O('Serie', 'Folio'),
    ...R('Fecha'),
    ...O('FormaPago'),
    ...R('NoCertificado'),
    ...O('CondicionesDePago'),
    ...R('SubTotal'),
    ...O('Descuento'),
    ...R('Moneda'),
    ...O('TipoCambio'),
    ...R('Total', 'TipoDeComprobante', 'Exportacion'),
    ...O('MetodoPago'),
    ...R('LugarExpedicion'),
    ...O('Confirmacion'),
    ['aplicar', 'cfdi:InformacionGlobal'],
    ['aplicar', 'cfdi:CfdiRelacionados'],
    ['aplicar', 'cfdi:Emisor'],
    ['aplicar', 'cfdi:Receptor'],
    ['aplicar', 'cfdi:Conceptos'],
    ['aplicar', 'cfdi:Impuestos'],
    ['aplicar', 'cfdi:Complemento'],
  ],
  'cfdi:InformacionGlobal': R('Periodicidad', 'Meses', 'Año'),
  'cfdi:CfdiRelacionados': [...R('TipoRelacion'), ['cada', 'cfdi:CfdiRelacionado', R('UUID')]],
  'cfdi:Emisor': [...R('Rfc', 'Nombre', 'RegimenFiscal'), ...O('FacAtrAdquirente')],
  'cfdi:Receptor': [
    ...R('Rfc', 'Nombre', 'DomicilioFiscalReceptor'),
    ...O('ResidenciaFiscal', 'NumRegIdTrib'),
    ...R('RegimenFiscalReceptor', 'UsoCFDI'),
  ],
  'cfdi:Conceptos': [['aplicar', 'cfdi:Concepto']],
  'cfdi:Concepto': [
    ...R('ClaveProdServ'),
    ...O('NoIdentificacion'),
    ...R('Cantidad', 'ClaveUnidad'),
    ...O('Unidad'),
    ...R('Descripcion', 'ValorUnitario', 'Importe'),
    ...O('Descuento'),
    ...R('ObjetoImp'),
    [
      'cada',
      'cfdi:Impuestos/cfdi:Traslados/cfdi:Traslado',
      [...R('Base', 'Impuesto', 'TipoFactor'), ...O('TasaOCuota', 'Importe')],
    ],
    [
      'cada',
      'cfdi:Impuestos/cfdi:Retenciones/cfdi:Retencion',
      R('Base', 'Impuesto', 'TipoFactor', 'TasaOCuota', 'Importe'),
    ],
    [
      'cada',
      'cfdi:ACuentaTerceros',
      R(
        'RfcACuentaTerceros',
        'NombreACuentaTerceros',
        'RegimenFiscalACuentaTerceros',
        'DomicilioFiscalACuentaTerceros',
      ),
    ],
    ['cada', 'cfdi:InformacionAduanera', R('NumeroPedimento')],
    ['cada', 'cfdi:CuentaPredial', R('Numero')],
    ['aplicar', 'cfdi:ComplementoConcepto'],
    ['aplicar', 'cfdi:Parte'],
  ],
  'cfdi:ComplementoConcepto': [['hijos']],
  'cfdi:Parte': [
    ...R('ClaveProdServ'),
    ...O('NoIdentificacion'),
    ...R('Cantidad'),
    ...O('Unidad'),
    ...R('Descripcion'),
    ...O('ValorUnitario', 'Importe'),
    ['cada', 'cfdi:InformacionAduanera', R('NumeroPedimento')],
  ],
  'cfdi:Impuestos': [
    ['cada', 'cfdi:Retenciones/cfdi:Retencion', R('Impuesto', 'Importe')],
    ...O('TotalImpuestosRetenidos'),
    [
      'cada',
      'cfdi:Traslados/cfdi:Traslado',
      [...R('Base', 'Impuesto', 'TipoFactor'), ...O('TasaOCuota', 'Importe')],
    ],
    ...O('TotalImpuestosTrasladados'),
  ],
  'cfdi:Complemento': [['hijos']],
  'pago20:Pagos': [...R('Version'), ['aplicar', 'pago20:Totales'], ['aplicar', 'pago20:Pago']],
  'pago20:Totales': [
    ...O('TotalRetencionesIVA', 'TotalRetencionesISR', 'TotalRetencionesIEPS'),
    ...O('TotalTrasladosBaseIVA16', 'TotalTrasladosImpuestoIVA16'),
    ...O('TotalTrasladosBaseIVA8', 'TotalTrasladosImpuestoIVA8'),
    ...O('TotalTrasladosBaseIVA0', 'TotalTrasladosImpuestoIVA0', 'TotalTrasladosBaseIVAExento'),
    ...R('MontoTotalPagos'),
  ],
  'pago20:Pago': [
    ...R('FechaPago', 'FormaDePagoP', 'MonedaP'),
    ...O('TipoCambioP'),
    ...R('Monto'),
    ...O('NumOperacion', 'RfcEmisorCtaOrd', 'NomBancoOrdExt', 'CtaOrdenante', 'RfcEmisorCtaBen'),
    ...O('CtaBeneficiario', 'TipoCadPago', 'CertPago', 'CadPago', 'SelloPago'),
    ['aplicar', 'pago20:DoctoRelacionado'],
    ['aplicar', 'pago20:ImpuestosP'],
  ],
  'pago20:DoctoRelacionado': [
    ...R('IdDocumento'),
    ...O('Serie', 'Folio'),
    ...R('MonedaDR'),
    ...O('EquivalenciaDR'),
    ...R('NumParcialidad', 'ImpSaldoAnt', 'ImpPagado', 'ImpSaldoInsoluto', 'ObjetoImpDR'),
    [
      'cada',
      'pago20:ImpuestosDR/pago20:RetencionesDR/pago20:RetencionDR',
      R('BaseDR', 'ImpuestoDR', 'TipoFactorDR', 'TasaOCuotaDR', 'ImporteDR'),
    ],
    [
      'cada',
      'pago20:ImpuestosDR/pago20:TrasladosDR/pago20:TrasladoDR',
      [...R('BaseDR', 'ImpuestoDR', 'TipoFactorDR'), ...O('TasaOCuotaDR', 'ImporteDR')],
    ],
  ],
  'pago20:ImpuestosP': [
    ['cada', 'pago20:RetencionesP/pago20:RetencionP', R('ImpuestoP', 'ImporteP')],
    [
      'cada',
      'pago20:TrasladosP/pago20:TrasladoP',
      [...R('BaseP', 'ImpuestoP', 'TipoFactorP'), ...O('TasaOCuotaP', 'ImporteP')],
    ],
  ],
};

/** The template key of an element ('cfdi:Emisor'), whatever prefix the document gave its namespace. */
const clave = (e: Element) => {
  const prefijo = Object.keys(PREFIJOS).find((p) => PREFIJOS[p] === e.namespaceURI);
  return prefijo ? `${prefijo}:${e.localName}` : `{${e.namespaceURI ?? ''}}${e.localName}`;
};

const hijosElemento = (e: Element): Element[] => {
  const hijos: Element[] = [];
  for (let n = e.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) hijos.push(n as Element);
  return hijos;
};

/** The elements at a relative path of qualified steps ('cfdi:Impuestos/cfdi:Traslados/cfdi:Traslado'). */
const seleccionar = (e: Element, ruta: string): Element[] =>
  ruta
    .split('/')
    .reduce<Element[]>(
      (actuales, paso) => actuales.flatMap((a) => hijosElemento(a).filter((h) => clave(h) === paso)),
      [e],
    );

/** XPath's normalize-space(): XML whitespace trimmed and collapsed to single spaces. */
const normalizar = (v: string) => v.replace(/[ \t\r\n]+/g, ' ').trim();

const aplicar = (e: Element, salida: string[]) => {
  const k = clave(e);
  const plantilla = PLANTILLAS[k];
  if (plantilla) return ejecutar(e, plantilla, salida);
  if (e.namespaceURI === TFD) return;
  throw new Error(
    `La cadena original no admite el nodo ${e.tagName} (${e.namespaceURI ?? 'sin espacio de nombres'})`,
  );
};

function ejecutar(e: Element, pasos: readonly Paso[], salida: string[]) {
  for (const paso of pasos) {
    if (paso[0] === 'R') salida.push(`|${normalizar(e.getAttribute(paso[1]) ?? '')}`);
    else if (paso[0] === 'O') {
      if (e.hasAttribute(paso[1])) salida.push(`|${normalizar(e.getAttribute(paso[1]) ?? '')}`);
    } else if (paso[0] === 'cada') for (const h of seleccionar(e, paso[1])) ejecutar(h, paso[2], salida);
    else if (paso[0] === 'aplicar') for (const h of seleccionar(e, paso[1])) aplicar(h, salida);
    else for (const h of hijosElemento(e)) aplicar(h, salida);
  }
}

/** The cadena original ('||4.0|Serie|…||') of a CFDI 4.0, from its XML or its parsed document. */
export const cadenaOriginal = (xml: string | Document): string => {
  const doc = typeof xml === 'string' ? leerXml(xml) : xml;
  const raiz = doc.documentElement;
  if (!raiz || raiz.namespaceURI !== CFDI || raiz.localName !== 'Comprobante') {
    throw new Error('El documento no es un cfdi:Comprobante 4.0');
  }
  const salida: string[] = [];
  ejecutar(raiz, PLANTILLAS['cfdi:Comprobante']!, salida);
  return `|${salida.join('')}||`;
};
