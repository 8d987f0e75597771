/**
 * The issuer's CSD (certificado de sello digital) and the issuer data a receipt carries, from the
 * configuration (CFDI_* variables, config.ts). Without CFDI_CERTIFICADO and CFDI_LLAVE, the SAT's
 * published test CSD of EKU9003173C9 bundled in ./prueba (development and test mode). The files are read
 * and checked once with @nodecfdi/credentials (a CSD, not a FIEL; in force; the key belongs to the
 * certificate); signing then uses node:crypto, which takes milliseconds and hashes the cadena as UTF-8.
 */
import { createPrivateKey, sign } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Certificate, Credential, PrivateKey } from '@nodecfdi/credentials/node';
import { type ConfigCfdi, configCfdi } from '../../config.ts';
import type { CredencialEmisor, EmisorCfdi } from './tipos.ts';

/** The SAT's test CSD (EKU9003173C9, certificate 30001000000500003416, in force until May 2027). */
const PRUEBA = {
  certificado: new URL('./prueba/EKU9003173C9.cer', import.meta.url),
  llave: new URL('./prueba/EKU9003173C9.key', import.meta.url),
  password: '12345678a',
  /** The postal code the SAT's test data registers for EKU9003173C9. */
  codigoPostal: '42501',
};

interface Cargada {
  credencial: CredencialEmisor;
  vigenteDesde: Date;
  vigenteHasta: Date;
}

const fechaCorta = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');

const leer = async (ruta: string | URL, variable: string) => {
  try {
    return (await readFile(ruta)).toString('binary');
  } catch {
    throw new Error(`No se pudo leer el archivo de ${variable}: ${String(ruta)}`);
  }
};

/** A certificate's text field as forge leaves it (UTF-8 bytes in a binary string), decoded. */
const texto = (v: unknown) => {
  const s = typeof v === 'string' ? v : '';
  const utf8 = Buffer.from(s, 'binary').toString('utf8');
  return utf8.includes('\uFFFD') ? s : utf8;
};

const cargar = async (rutaCer: string | URL, rutaKey: string | URL, password: string, dePrueba: boolean) => {
  const [cer, key] = await Promise.all([leer(rutaCer, 'CFDI_CERTIFICADO'), leer(rutaKey, 'CFDI_LLAVE')]);
  let certificado: Certificate;
  try {
    certificado = new Certificate(cer);
  } catch {
    throw new Error('El archivo de CFDI_CERTIFICADO no es un certificado (.cer) del SAT');
  }
  if (certificado.satType().isFiel()) {
    throw new Error(
      'El certificado de CFDI_CERTIFICADO es de e.firma (FIEL): los comprobantes se sellan con el certificado de sello digital (CSD)',
    );
  }
  let llave: PrivateKey;
  try {
    llave = new PrivateKey(key, password);
  } catch {
    throw new Error(
      'No se pudo abrir la llave privada de CFDI_LLAVE: la contraseña (CFDI_LLAVE_PASSWORD) no es correcta o el archivo no es una llave (.key)',
    );
  }
  let credencial: Credential;
  try {
    credencial = new Credential(certificado, llave);
  } catch {
    throw new Error('La llave privada de CFDI_LLAVE no corresponde al certificado de CFDI_CERTIFICADO');
  }
  const privada = createPrivateKey({ key: llave.pem(), format: 'pem', passphrase: password || undefined });
  const cargada: Cargada = {
    credencial: {
      noCertificado: certificado.serialNumber().bytes(),
      certificadoBase64: certificado.pemAsOneLine(),
      rfc: credencial.rfc().toUpperCase(),
      nombre: texto(credencial.legalName()),
      firmar: (cadena) => sign('sha256', Buffer.from(cadena, 'utf8'), privada).toString('base64'),
      dePrueba,
    },
    vigenteDesde: certificado.validFrom(),
    vigenteHasta: certificado.validTo(),
  };
  return cargada;
};

const cache = new Map<string, Promise<Cargada>>();

/**
 * The issuer's CSD, ready to seal. Refuses, with a Spanish message, a configuration with only one of
 * the two files, an unreadable file, a FIEL, a wrong password, a key of another certificate, and a
 * configured certificate that is not in force at `ahora`. The bundled test CSD is never refused for
 * its dates (it only serves the test mode).
 */
export const credencialEmisor = async (
  config: ConfigCfdi = configCfdi(),
  ahora: Date = new Date(),
): Promise<CredencialEmisor> => {
  const { CFDI_CERTIFICADO: cer, CFDI_LLAVE: key, CFDI_LLAVE_PASSWORD: password } = config;
  if (Boolean(cer) !== Boolean(key)) {
    throw new Error(
      'Configure CFDI_CERTIFICADO y CFDI_LLAVE juntos: el certificado y la llave privada del CSD',
    );
  }
  const dePrueba = !cer;
  const clave = dePrueba ? 'prueba' : JSON.stringify([cer, key, password]);
  let pendiente = cache.get(clave);
  if (!pendiente) {
    pendiente = dePrueba
      ? cargar(PRUEBA.certificado, PRUEBA.llave, PRUEBA.password, true)
      : cargar(cer!, key!, password, false);
    cache.set(clave, pendiente);
    pendiente.catch(() => cache.delete(clave));
  }
  const { credencial, vigenteDesde, vigenteHasta } = await pendiente;
  if (!dePrueba && ahora > vigenteHasta) {
    throw new Error(`El certificado del CSD (CFDI_CERTIFICADO) venció el ${fechaCorta(vigenteHasta)}`);
  }
  if (!dePrueba && ahora < vigenteDesde) {
    throw new Error(
      `El certificado del CSD (CFDI_CERTIFICADO) aún no es vigente: lo es a partir del ${fechaCorta(vigenteDesde)}`,
    );
  }
  return credencial;
};

/** Capital regimes the SAT leaves out of a legal entity's name in CFDI 4.0 ('SA DE CV', 'S.C.'...). */
const REGIMEN_CAPITAL =
  /[\s,]+(S\.?\s?A\.?\s?P\.?\s?I\.?|S\.?\s?A\.?\s?B\.?|S\.?\s?A\.?\s?S\.?|S\.?\s?A\.?|S\.?\s?DE\s?R\.?\s?L\.?|S\.?\s?C\.?|A\.?\s?C\.?|S\.?\s?P\.?\s?R\.?)(\s+DE\s+(C\.?\s?V\.?|R\.?\s?L\.?|R\.?\s?I\.?))*\.?$/i;

/** A legal entity's name (12-character RFC) without its capital regime; a person's, as it is. */
export const nombreFiscal = (rfc: string, nombre: string) => {
  const limpio = nombre.replace(/\s+/g, ' ').trim();
  return rfc.length === 12 ? limpio.replace(REGIMEN_CAPITAL, '').trim() : limpio;
};

/** The issuer of the receipts: its CSD, its RFC, name and tax regime, and where it issues (postal code). */
export const emisorCfdi = async (
  config: ConfigCfdi = configCfdi(),
): Promise<{ credencial: CredencialEmisor; emisor: EmisorCfdi; lugarExpedicion: string }> => {
  const credencial = await credencialEmisor(config);
  return {
    credencial,
    emisor: {
      rfc: credencial.rfc,
      nombre: config.CFDI_NOMBRE_EMISOR?.trim() || nombreFiscal(credencial.rfc, credencial.nombre),
      regimenFiscal: config.CFDI_REGIMEN_FISCAL,
    },
    lugarExpedicion: config.CFDI_CODIGO_POSTAL ?? PRUEBA.codigoPostal,
  };
};
