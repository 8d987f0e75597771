import { verify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configCfdi } from '../../config.ts';
import { credencialEmisor, emisorCfdi, nombreFiscal } from './credencial.ts';

const ruta = (relativa: string) => fileURLToPath(new URL(relativa, import.meta.url));
const PRUEBA_CER = ruta('./prueba/EKU9003173C9.cer');
const PRUEBA_KEY = ruta('./prueba/EKU9003173C9.key');
const configurada = (cer: string, key: string, password = '12345678a') =>
  configCfdi({ CFDI_CERTIFICADO: cer, CFDI_LLAVE: key, CFDI_LLAVE_PASSWORD: password });
const EN_VIGOR = new Date('2026-07-15T16:00:00Z');

describe('credencialEmisor without configuration: the SAT test CSD', () => {
  it('is the bundled EKU9003173C9 certificate, marked as a test one', async () => {
    const c = await credencialEmisor(configCfdi({}));
    expect(c).toMatchObject({
      rfc: 'EKU9003173C9',
      nombre: 'ESCUELA KEMPER URGATE SA DE CV',
      noCertificado: '30001000000500003416',
      dePrueba: true,
    });
    expect(Buffer.from(c.certificadoBase64, 'base64').equals(readFileSync(PRUEBA_CER))).toBe(true);
  });

  it('signs RSA-SHA256 over the UTF-8 text, verifiable with the certificate, the same every time', async () => {
    const c = await credencialEmisor(configCfdi({}));
    const cadena = '||4.0|FARMACÉUTICA LÓPEZ & HIJOS||';
    const firma = c.firmar(cadena);
    const { publicKey } = new X509Certificate(readFileSync(PRUEBA_CER));
    expect(verify('sha256', Buffer.from(cadena, 'utf8'), publicKey, Buffer.from(firma, 'base64'))).toBe(true);
    expect(c.firmar(cadena)).toBe(firma);
  });

  it('loads once: later calls answer the same credential', async () => {
    expect(await credencialEmisor(configCfdi({}))).toBe(await credencialEmisor(configCfdi({})));
  });
});

describe('credencialEmisor with CFDI_CERTIFICADO and CFDI_LLAVE', () => {
  it('loads a CSD in force, not marked as a test one', async () => {
    const c = await credencialEmisor(configurada(PRUEBA_CER, PRUEBA_KEY), EN_VIGOR);
    expect(c).toMatchObject({ rfc: 'EKU9003173C9', noCertificado: '30001000000500003416', dePrueba: false });
  });

  it('refuses it outside its dates', async () => {
    const config = configurada(PRUEBA_CER, PRUEBA_KEY);
    await expect(credencialEmisor(config, new Date('2027-06-01T00:00:00Z'))).rejects.toThrow(
      'El certificado del CSD (CFDI_CERTIFICADO) venció el 18/05/2027',
    );
    await expect(credencialEmisor(config, new Date('2023-01-01T00:00:00Z'))).rejects.toThrow(
      'El certificado del CSD (CFDI_CERTIFICADO) aún no es vigente: lo es a partir del 18/05/2023',
    );
  });

  it('refuses an expired CSD', async () => {
    const config = configurada(
      ruta('./__fixtures__/csd-vencido-EKU9003173C9.cer'),
      ruta('./__fixtures__/csd-vencido-EKU9003173C9.key'),
    );
    await expect(credencialEmisor(config, EN_VIGOR)).rejects.toThrow(
      'El certificado del CSD (CFDI_CERTIFICADO) venció el 17/06/2023',
    );
  });

  it('refuses a FIEL (e.firma)', async () => {
    const config = configurada(
      ruta('./__fixtures__/fiel-EKU9003173C9.cer'),
      ruta('./__fixtures__/fiel-EKU9003173C9.key'),
    );
    await expect(credencialEmisor(config, EN_VIGOR)).rejects.toThrow(
      'El certificado de CFDI_CERTIFICADO es de e.firma (FIEL): los comprobantes se sellan con el certificado de sello digital (CSD)',
    );
  });

  it('refuses a key of another certificate', async () => {
    const config = configurada(PRUEBA_CER, ruta('./__fixtures__/csd-vencido-EKU9003173C9.key'));
    await expect(credencialEmisor(config, EN_VIGOR)).rejects.toThrow(
      'La llave privada de CFDI_LLAVE no corresponde al certificado de CFDI_CERTIFICADO',
    );
  });

  it('refuses a wrong password, a missing file, a file that is not a certificate, and half a configuration', async () => {
    await expect(credencialEmisor(configurada(PRUEBA_CER, PRUEBA_KEY, 'otra'), EN_VIGOR)).rejects.toThrow(
      /^No se pudo abrir la llave privada de CFDI_LLAVE: la contraseña \(CFDI_LLAVE_PASSWORD\) no es correcta/,
    );
    await expect(credencialEmisor(configurada('/no/existe.cer', PRUEBA_KEY), EN_VIGOR)).rejects.toThrow(
      'No se pudo leer el archivo de CFDI_CERTIFICADO: /no/existe.cer',
    );
    await expect(credencialEmisor(configurada(PRUEBA_KEY, PRUEBA_KEY), EN_VIGOR)).rejects.toThrow(
      'El archivo de CFDI_CERTIFICADO no es un certificado (.cer) del SAT',
    );
    await expect(credencialEmisor(configCfdi({ CFDI_CERTIFICADO: PRUEBA_CER }))).rejects.toThrow(
      'Configure CFDI_CERTIFICADO y CFDI_LLAVE juntos: el certificado y la llave privada del CSD',
    );
  });

  it('checks the dates on every call, not only when it first reads the files', async () => {
    const config = configurada(PRUEBA_CER, PRUEBA_KEY);
    await expect(credencialEmisor(config, new Date('2030-01-01T00:00:00Z'))).rejects.toThrow(/venció/);
    await expect(credencialEmisor(config, EN_VIGOR)).resolves.toMatchObject({ dePrueba: false });
  });
});

describe('emisorCfdi', () => {
  it('defaults: RFC and name from the certificate without the capital regime, regime 601, postal code 42501', async () => {
    const { credencial, emisor, lugarExpedicion } = await emisorCfdi(configCfdi({}));
    expect(credencial.dePrueba).toBe(true);
    expect(emisor).toEqual({ rfc: 'EKU9003173C9', nombre: 'ESCUELA KEMPER URGATE', regimenFiscal: '601' });
    expect(lugarExpedicion).toBe('42501');
  });

  it('takes the regime, postal code and name from the configuration', async () => {
    const config = configCfdi({
      CFDI_REGIMEN_FISCAL: '626',
      CFDI_CODIGO_POSTAL: '06600',
      CFDI_NOMBRE_EMISOR: 'FARMACIAS DEL AHORRO Y SALUD',
    });
    const { emisor, lugarExpedicion } = await emisorCfdi(config);
    expect(emisor).toEqual({
      rfc: 'EKU9003173C9',
      nombre: 'FARMACIAS DEL AHORRO Y SALUD',
      regimenFiscal: '626',
    });
    expect(lugarExpedicion).toBe('06600');
  });

  it('the configuration refuses a regime or postal code out of format, in Spanish', () => {
    expect(() => configCfdi({ CFDI_REGIMEN_FISCAL: 'General' })).toThrow(
      'CFDI_REGIMEN_FISCAL: CFDI_REGIMEN_FISCAL debe ser una clave de régimen fiscal de 3 dígitos, como 601',
    );
    expect(() => configCfdi({ CFDI_CODIGO_POSTAL: '6600' })).toThrow(
      /CFDI_CODIGO_POSTAL debe ser un código postal de 5 dígitos/,
    );
  });
});

describe('nombreFiscal', () => {
  it.each([
    ['EKU9003173C9', 'ESCUELA KEMPER URGATE SA DE CV', 'ESCUELA KEMPER URGATE'],
    ['FAR010101AB1', 'FARMACIAS DEL NORTE, S.A. DE C.V.', 'FARMACIAS DEL NORTE'],
    ['FAR010101AB1', 'DISTRIBUIDORA FARMA SAPI DE CV', 'DISTRIBUIDORA FARMA'],
    ['FAR010101AB1', 'SERVICIOS MEDICOS S DE RL DE CV', 'SERVICIOS MEDICOS'],
    ['FAR010101AB1', 'CLINICA SANTA ROSA SC', 'CLINICA SANTA ROSA'],
    ['FAR010101AB1', 'FUNDACION SALUD PARA TODOS AC', 'FUNDACION SALUD PARA TODOS'],
    ['FAR010101AB1', 'FARMACIA LA ROSA', 'FARMACIA LA ROSA'],
    ['LOPJ800101AB1', 'JUAN LOPEZ SA', 'JUAN LOPEZ SA'],
  ])('%s %s → %s', (rfc, nombre, esperado) => {
    expect(nombreFiscal(rfc, nombre)).toBe(esperado);
  });
});
