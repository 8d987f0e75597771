/**
 * The seal of a payment receipt: the cadena original of the XML the builder writes (with NoCertificado
 * and Certificado already in it), signed RSA-SHA256 with the issuer's CSD, in base64, in `Sello`.
 * PKCS#1 v1.5 is deterministic: the same data and CSD always give the same sealed XML.
 */
import { verify, X509Certificate } from 'node:crypto';
import type { Document } from '@xmldom/xmldom';
import { cadenaOriginal, leerXml } from './cadena-original.ts';
import { construirComprobantePago } from './comprobante-pago.ts';
import type { CredencialEmisor, DatosComprobantePago } from './tipos.ts';

/** The receipt's XML sealed with the issuer's CSD, ready to stamp. */
export const sellarComprobantePago = (datos: DatosComprobantePago, credencial: CredencialEmisor): string => {
  const xml = construirComprobantePago(datos, credencial);
  const sello = credencial.firmar(cadenaOriginal(xml));
  // The builder writes Sello="" once, on cfdi:Comprobante; values are escaped, so no other match.
  return xml.replace(' Sello=""', ` Sello="${sello}"`);
};

/**
 * True when the CFDI's Sello is the signature of its cadena original by the key of the certificate it
 * carries (Certificado). False for a missing or wrong seal; throws for XML that is not a CFDI 4.0.
 */
export const verificarSello = (xml: string | Document): boolean => {
  const doc = typeof xml === 'string' ? leerXml(xml) : xml;
  const raiz = doc.documentElement;
  const sello = raiz?.getAttribute('Sello') ?? '';
  const certificado = raiz?.getAttribute('Certificado') ?? '';
  if (!sello || !certificado) return false;
  const cadena = cadenaOriginal(doc);
  const { publicKey } = new X509Certificate(Buffer.from(certificado, 'base64'));
  return verify('sha256', Buffer.from(cadena, 'utf8'), publicKey, Buffer.from(sello, 'base64'));
};
