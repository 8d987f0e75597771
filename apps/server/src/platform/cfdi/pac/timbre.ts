import type { Document, Element } from '@xmldom/xmldom';
import { leerXml, NS_CFDI } from '../xml.ts';

export { leerXml, NS_CFDI };

/** Namespace of the SAT's digital fiscal stamp (TimbreFiscalDigital 1.1). */
export const NS_TFD = 'http://www.sat.gob.mx/TimbreFiscalDigital';

/** The attributes of a tfd:TimbreFiscalDigital 1.1. */
export interface TimbreFiscal {
  version: string;
  uuid: string;
  fechaTimbrado: string;
  rfcProvCertif: string;
  leyenda: string;
  selloCfd: string;
  noCertificadoSat: string;
  selloSat: string;
}

/** The first descendant element with this namespace and local name, or null. */
export const elemento = (raiz: Document | Element, ns: string, nombre: string): Element | null =>
  raiz.getElementsByTagNameNS(ns, nombre).item(0);

/** The stamp of a stamped CFDI (its tfd:TimbreFiscalDigital inside cfdi:Complemento), or null. */
export const leerTimbre = (xml: string | Document): TimbreFiscal | null => {
  const doc = typeof xml === 'string' ? leerXml(xml) : xml;
  const tfd = elemento(doc, NS_TFD, 'TimbreFiscalDigital');
  if (!tfd) return null;
  const a = (n: string) => tfd.getAttribute(n) ?? '';
  return {
    version: a('Version'),
    uuid: a('UUID').toUpperCase(),
    fechaTimbrado: a('FechaTimbrado'),
    rfcProvCertif: a('RfcProvCertif'),
    leyenda: a('Leyenda'),
    selloCfd: a('SelloCFD'),
    noCertificadoSat: a('NoCertificadoSAT'),
    selloSat: a('SelloSAT'),
  };
};

/**
 * The cadena original of the stamp (Anexo 20, TimbreFiscalDigital 1.1 XSLT):
 * ||Version|UUID|FechaTimbrado|RfcProvCertif|[Leyenda|]SelloCFD|NoCertificadoSAT||
 * (the UUID exactly as the stamp writes it).
 */
export const cadenaOriginalTimbre = (t: Omit<TimbreFiscal, 'selloSat'>, uuidTal = t.uuid): string =>
  `||${[t.version, uuidTal, t.fechaTimbrado, t.rfcProvCertif, ...(t.leyenda ? [t.leyenda] : []), t.selloCfd, t.noCertificadoSat].join('|')}||`;

/** The stamp's cadena original from the stamped XML, with the UUID in its original case. */
export const cadenaOriginalDelXml = (xml: string | Document): string | null => {
  const doc = typeof xml === 'string' ? leerXml(xml) : xml;
  const t = leerTimbre(doc);
  const uuid = elemento(doc, NS_TFD, 'TimbreFiscalDigital')?.getAttribute('UUID') ?? '';
  return t ? cadenaOriginalTimbre(t, uuid) : null;
};
