import { DiscoverExtractor } from '@nodecfdi/cfdi-expresiones';
import type { Document, Element } from '@xmldom/xmldom';
import {
  cadenaOriginalDelXml,
  elemento,
  leerTimbre,
  leerXml,
  NS_CFDI,
  type TimbreFiscal,
} from './pac/timbre.ts';

/**
 * What the printed representation of a stamped payment receipt shows, read from its XML (cfdi:Comprobante
 * 4.0 with pago20:Pagos and tfd:TimbreFiscalDigital), plus the SAT catalogues' descriptions it prints.
 */
export const NS_PAGOS20 = 'http://www.sat.gob.mx/Pagos20';

export interface DocumentoPagado {
  idDocumento: string;
  serie: string;
  folio: string;
  monedaDR: string;
  numParcialidad: string;
  saldoAnterior: string;
  importePagado: string;
  saldoInsoluto: string;
  objetoImpDR: string;
}

export interface ImpuestoPago {
  impuesto: string;
  tipoFactor: string;
  tasaOCuota: string;
  base: string;
  importe: string;
  retencion: boolean;
}

export interface PagoImpreso {
  fechaPago: string;
  formaPago: string;
  moneda: string;
  tipoCambio: string;
  monto: string;
  numOperacion: string;
  documentos: DocumentoPagado[];
  impuestos: ImpuestoPago[];
}

export interface ReciboPagoImpreso {
  serie: string;
  folio: string;
  fecha: string;
  lugarExpedicion: string;
  tipoDeComprobante: string;
  moneda: string;
  exportacion: string;
  noCertificado: string;
  sello: string;
  emisor: { rfc: string; nombre: string; regimenFiscal: string };
  receptor: { rfc: string; nombre: string; domicilioFiscal: string; regimenFiscal: string; usoCfdi: string };
  conceptos: {
    claveProdServ: string;
    cantidad: string;
    claveUnidad: string;
    descripcion: string;
    valorUnitario: string;
    importe: string;
  }[];
  /** pago20:Totales, attribute by attribute, in the document's order. */
  totales: [string, string][];
  pagos: PagoImpreso[];
  timbre: TimbreFiscal;
  cadenaOriginalTimbre: string;
  /** The SAT verification address the QR code carries. */
  urlVerificacion: string;
}

export const MENSAJE_SIN_TIMBRE =
  'El comprobante no está timbrado (no tiene TimbreFiscalDigital): no se puede imprimir su representación impresa.';
export const MENSAJE_NO_PAGO = 'El XML no es un comprobante de pago CFDI 4.0 con complemento de pagos 2.0.';

const hijos = (padre: Element, ns: string, nombre: string): Element[] => {
  const r: Element[] = [];
  for (let i = 0; i < padre.childNodes.length; i++) {
    const n = padre.childNodes.item(i) as Element | null;
    if (n?.nodeType === 1 && n.namespaceURI === ns && n.localName === nombre) r.push(n);
  }
  return r;
};
const attr = (e: Element | null | undefined, n: string) => e?.getAttribute(n) ?? '';

const impuestos = (pago: Element): ImpuestoPago[] => {
  const imp = hijos(pago, NS_PAGOS20, 'ImpuestosP')[0];
  if (!imp) return [];
  const de = (grupo: string, uno: string, retencion: boolean) =>
    hijos(imp, NS_PAGOS20, grupo).flatMap((g) =>
      hijos(g, NS_PAGOS20, uno).map((t) => ({
        impuesto: attr(t, 'ImpuestoP'),
        tipoFactor: attr(t, 'TipoFactorP'),
        tasaOCuota: attr(t, 'TasaOCuotaP'),
        base: attr(t, 'BaseP'),
        importe: attr(t, 'ImporteP'),
        retencion,
      })),
    );
  return [...de('TrasladosP', 'TrasladoP', false), ...de('RetencionesP', 'RetencionP', true)];
};

/** The SAT verification address of a stamped CFDI (Anexo 20's QR expression, via @nodecfdi/cfdi-expresiones). */
export const urlVerificacionSat = (doc: Document): string =>
  new DiscoverExtractor().extract(doc as unknown as Parameters<DiscoverExtractor['extract']>[0]);

/** Reads a stamped payment receipt; throws a Spanish message when it is not one. */
export const leerReciboPago = (xmlTimbrado: string): ReciboPagoImpreso => {
  const doc = leerXml(xmlTimbrado);
  const raiz = doc.documentElement!;
  const pagos = elemento(doc, NS_PAGOS20, 'Pagos');
  if (raiz.namespaceURI !== NS_CFDI || raiz.localName !== 'Comprobante' || !pagos)
    throw new Error(MENSAJE_NO_PAGO);
  const timbre = leerTimbre(doc);
  if (!timbre) throw new Error(MENSAJE_SIN_TIMBRE);
  const emisor = hijos(raiz, NS_CFDI, 'Emisor')[0];
  const receptor = hijos(raiz, NS_CFDI, 'Receptor')[0];
  const conceptos = hijos(raiz, NS_CFDI, 'Conceptos').flatMap((c) => hijos(c, NS_CFDI, 'Concepto'));
  const totales = hijos(pagos, NS_PAGOS20, 'Totales')[0];
  return {
    serie: attr(raiz, 'Serie'),
    folio: attr(raiz, 'Folio'),
    fecha: attr(raiz, 'Fecha'),
    lugarExpedicion: attr(raiz, 'LugarExpedicion'),
    tipoDeComprobante: attr(raiz, 'TipoDeComprobante'),
    moneda: attr(raiz, 'Moneda'),
    exportacion: attr(raiz, 'Exportacion'),
    noCertificado: attr(raiz, 'NoCertificado'),
    sello: attr(raiz, 'Sello'),
    emisor: {
      rfc: attr(emisor, 'Rfc'),
      nombre: attr(emisor, 'Nombre'),
      regimenFiscal: attr(emisor, 'RegimenFiscal'),
    },
    receptor: {
      rfc: attr(receptor, 'Rfc'),
      nombre: attr(receptor, 'Nombre'),
      domicilioFiscal: attr(receptor, 'DomicilioFiscalReceptor'),
      regimenFiscal: attr(receptor, 'RegimenFiscalReceptor'),
      usoCfdi: attr(receptor, 'UsoCFDI'),
    },
    conceptos: conceptos.map((c) => ({
      claveProdServ: attr(c, 'ClaveProdServ'),
      cantidad: attr(c, 'Cantidad'),
      claveUnidad: attr(c, 'ClaveUnidad'),
      descripcion: attr(c, 'Descripcion'),
      valorUnitario: attr(c, 'ValorUnitario'),
      importe: attr(c, 'Importe'),
    })),
    totales: totales
      ? Array.from({ length: totales.attributes.length }, (_, i) => totales.attributes.item(i)!)
          .filter((a) => !a.name.includes(':') && a.name !== 'xmlns')
          .map((a) => [a.name, a.value])
      : [],
    pagos: hijos(pagos, NS_PAGOS20, 'Pago').map((p) => ({
      fechaPago: attr(p, 'FechaPago'),
      formaPago: attr(p, 'FormaDePagoP'),
      moneda: attr(p, 'MonedaP'),
      tipoCambio: attr(p, 'TipoCambioP'),
      monto: attr(p, 'Monto'),
      numOperacion: attr(p, 'NumOperacion'),
      documentos: hijos(p, NS_PAGOS20, 'DoctoRelacionado').map((d) => ({
        idDocumento: attr(d, 'IdDocumento').toUpperCase(),
        serie: attr(d, 'Serie'),
        folio: attr(d, 'Folio'),
        monedaDR: attr(d, 'MonedaDR'),
        numParcialidad: attr(d, 'NumParcialidad'),
        saldoAnterior: attr(d, 'ImpSaldoAnt'),
        importePagado: attr(d, 'ImpPagado'),
        saldoInsoluto: attr(d, 'ImpSaldoInsoluto'),
        objetoImpDR: attr(d, 'ObjetoImpDR'),
      })),
      impuestos: impuestos(p),
    })),
    timbre,
    cadenaOriginalTimbre: cadenaOriginalDelXml(doc) ?? '',
    urlVerificacion: urlVerificacionSat(doc),
  };
};
