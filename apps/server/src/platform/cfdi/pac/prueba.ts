import { createPrivateKey, type KeyObject, randomUUID, sign, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { horaLocal } from '../../fechas.ts';
import type { Pac, ResultadoTimbrado } from '../tipos.ts';
import { cadenaOriginalTimbre, leerTimbre, leerXml, NS_CFDI, type TimbreFiscal } from './timbre.ts';

/**
 * The local test stamping authority: without PAC credentials the product stamps with it so that the whole
 * flow (generate, stamp, print) works on a first run. It adds a real tfd:TimbreFiscalDigital 1.1 (random
 * UUID, SelloSAT signed with a published SAT test certificate, prueba-certificado/README.md), so receipts
 * look and print like stamped ones, but have no fiscal value and the PDF says so.
 */
export const NOMBRE_PAC_PRUEBA = 'Prueba (sin valor fiscal)';
/** RfcProvCertif that stamps of the SAT's test environment carry. */
export const RFC_PROV_CERTIF_PRUEBA = 'SPR190613I52';

export const MENSAJE_SIN_SELLO =
  'El comprobante no está sellado: falta el sello digital (atributo Sello) del emisor; séllelo antes de timbrarlo.';
export const MENSAJE_NO_CFDI40 = 'El XML no es un comprobante CFDI 4.0 (cfdi:Comprobante Version 4.0).';

export interface CertificadoPrueba {
  /** 20 digits: the NoCertificadoSAT of the stamps. */
  noCertificado: string;
  certificado: X509Certificate;
  /** RSA-SHA256 of the text (UTF-8), base64. */
  firmar(cadena: string): string;
}

let cargado: CertificadoPrueba | null = null;

/** The bundled SAT test CSD (CSD01_AAA010101AAA, its published password). */
export const certificadoPrueba = (): CertificadoPrueba => {
  if (cargado) return cargado;
  const archivo = (n: string) => readFileSync(new URL(`./prueba-certificado/${n}`, import.meta.url));
  const certificado = new X509Certificate(archivo('CSD01_AAA010101AAA.cer'));
  const llave: KeyObject = createPrivateKey({
    key: archivo('CSD01_AAA010101AAA.key'),
    format: 'der',
    type: 'pkcs8',
    passphrase: '12345678a',
  });
  cargado = {
    // The SAT writes the 20-digit number as the ASCII bytes of the serial.
    noCertificado: Buffer.from(certificado.serialNumber, 'hex').toString('latin1'),
    certificado,
    firmar: (cadena) => sign('sha256', Buffer.from(cadena, 'utf8'), llave).toString('base64'),
  };
  return cargado;
};

/** Mexico City wall time 'YYYY-MM-DDTHH:mm:ss', as FechaTimbrado is written. */
export const fechaTimbradoDe = (instante: Date): string => horaLocal(instante).toISOString().slice(0, 19);

const atributo = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tfd:TimbreFiscalDigital element, with its own namespace declarations. */
export const elementoTimbre = (t: TimbreFiscal): string =>
  '<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/TimbreFiscalDigital ' +
  'http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" ' +
  `Version="${t.version}" UUID="${t.uuid}" FechaTimbrado="${t.fechaTimbrado}" RfcProvCertif="${atributo(t.rfcProvCertif)}" ` +
  `${t.leyenda ? `Leyenda="${atributo(t.leyenda)}" ` : ''}SelloCFD="${t.selloCfd}" NoCertificadoSAT="${t.noCertificadoSat}" ` +
  `SelloSAT="${t.selloSat}"/>`;

/**
 * The XML with the stamp added as the last child of cfdi:Complemento (created before cfdi:Addenda, or at
 * the end, when missing). Text insertion: the rest of the document keeps its bytes.
 */
export const insertarTimbre = (xml: string, prefijo: string | null, timbre: string): string => {
  const p = prefijo ? `${prefijo}:` : '';
  const cierre = `</${p}Complemento>`;
  const i = xml.lastIndexOf(cierre);
  if (i >= 0) return xml.slice(0, i) + timbre + xml.slice(i);
  const vacio = new RegExp(`<${p}Complemento\\s*/>`);
  if (vacio.test(xml)) return xml.replace(vacio, `<${p}Complemento>${timbre}</${p}Complemento>`);
  const complemento = `<${p}Complemento>${timbre}</${p}Complemento>`;
  const addenda = xml.indexOf(`<${p}Addenda`);
  const fin = addenda >= 0 ? addenda : xml.lastIndexOf(`</${p}Comprobante>`);
  return xml.slice(0, fin) + complemento + xml.slice(fin);
};

export interface OpcionesTimbradoLocal {
  rfcProvCertif?: string;
  ahora?: Date;
  uuid?: string;
}

/**
 * Stamps a sealed CFDI 4.0 locally: ok with the stamped XML, or a refusal (not sealed, not a CFDI 4.0).
 * A receipt that already carries a stamp answers it back, `yaTimbrado`, like a PAC does.
 */
export const timbrarLocalmente = (xmlSellado: string, o: OpcionesTimbradoLocal = {}): ResultadoTimbrado => {
  let doc: ReturnType<typeof leerXml>;
  try {
    doc = leerXml(xmlSellado);
  } catch (e) {
    return { ok: false, mensaje: (e as Error).message, reintentable: false };
  }
  const raiz = doc.documentElement!;
  if (
    raiz.namespaceURI !== NS_CFDI ||
    raiz.localName !== 'Comprobante' ||
    raiz.getAttribute('Version') !== '4.0'
  )
    return { ok: false, mensaje: MENSAJE_NO_CFDI40, reintentable: false };
  const previo = leerTimbre(doc);
  if (previo)
    return {
      ok: true,
      xml: xmlSellado,
      uuid: previo.uuid,
      fechaTimbrado: previo.fechaTimbrado,
      yaTimbrado: true,
    };
  const selloCfd = raiz.getAttribute('Sello')?.trim();
  if (!selloCfd) return { ok: false, mensaje: MENSAJE_SIN_SELLO, reintentable: false };
  const cert = certificadoPrueba();
  const sinSello: Omit<TimbreFiscal, 'selloSat'> = {
    version: '1.1',
    uuid: (o.uuid ?? randomUUID()).toUpperCase(),
    fechaTimbrado: fechaTimbradoDe(o.ahora ?? new Date()),
    rfcProvCertif: o.rfcProvCertif ?? RFC_PROV_CERTIF_PRUEBA,
    leyenda: '',
    selloCfd,
    noCertificadoSat: cert.noCertificado,
  };
  const timbre: TimbreFiscal = { ...sinSello, selloSat: cert.firmar(cadenaOriginalTimbre(sinSello)) };
  const xml = insertarTimbre(xmlSellado, raiz.prefix, elementoTimbre(timbre));
  return { ok: true, xml, uuid: timbre.uuid, fechaTimbrado: timbre.fechaTimbrado, yaTimbrado: false };
};

/** The test-mode Pac: stamps locally, never reaches the network. */
export const crearPacPrueba = (): Pac => ({
  nombre: NOMBRE_PAC_PRUEBA,
  modoPrueba: true,
  timbrar: async (xmlSellado) => timbrarLocalmente(xmlSellado),
});
