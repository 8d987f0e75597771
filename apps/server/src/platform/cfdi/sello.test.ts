import { verify, X509Certificate } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { configCfdi } from '../../config.ts';
import { cadenaOriginal, leerXml } from './cadena-original.ts';
import { CASOS } from './casos.fixtures.ts';
import { construirComprobantePago } from './comprobante-pago.ts';
import { credencialEmisor } from './credencial.ts';
import { sellarComprobantePago, verificarSello } from './sello.ts';
import type { CredencialEmisor } from './tipos.ts';

/**
 * Golden files: the sealed XML of each fixed case, byte for byte (RSA PKCS#1 v1.5 with SHA-256 is
 * deterministic). After an intended change of the XML, regenerate them with
 * `ACTUALIZAR_GOLDEN=1 npx vitest run src/platform/cfdi/sello.test.ts` and review the diff.
 */
const golden = (caso: string) => new URL(`./__golden__/${caso}.xml`, import.meta.url);

let credencial: CredencialEmisor;
beforeAll(async () => {
  credencial = await credencialEmisor(configCfdi({}));
});

describe('sealing a payment receipt with the test CSD', () => {
  it.each(Object.keys(CASOS) as (keyof typeof CASOS)[])('%s matches its golden file', (caso) => {
    const xml = sellarComprobantePago(CASOS[caso], credencial);
    if (process.env.ACTUALIZAR_GOLDEN === '1') writeFileSync(golden(caso), xml);
    const esperado = readFileSync(golden(caso));
    expect(xml).toBe(esperado.toString('utf8'));
    expect(Buffer.from(xml, 'utf8').equals(esperado)).toBe(true);
  });

  it.each(Object.keys(CASOS) as (keyof typeof CASOS)[])(
    '%s: the golden Sello verifies with its certificate',
    (caso) => {
      const xml = readFileSync(golden(caso), 'utf8');
      const raiz = leerXml(xml).documentElement!;
      const certificado = new X509Certificate(Buffer.from(raiz.getAttribute('Certificado')!, 'base64'));
      expect(certificado.serialNumber).toBe('3330303031303030303030353030303033343136');
      expect(raiz.getAttribute('NoCertificado')).toBe('30001000000500003416');
      const ok = verify(
        'sha256',
        Buffer.from(cadenaOriginal(xml), 'utf8'),
        certificado.publicKey,
        Buffer.from(raiz.getAttribute('Sello')!, 'base64'),
      );
      expect(ok).toBe(true);
    },
  );

  it('fills only the Sello: the rest is the unsealed XML as built', () => {
    const sinSello = construirComprobantePago(CASOS.variasFacturasParciales, credencial);
    const sellado = sellarComprobantePago(CASOS.variasFacturasParciales, credencial);
    expect(sinSello).toContain(' Sello="" ');
    expect(sellado.replace(/ Sello="[^"]*"/, ' Sello=""')).toBe(sinSello);
    expect(sellado).toMatch(/ Sello="[A-Za-z0-9+/]{342}==" /);
  });

  it('the seal covers the UTF-8 of accented names and escaped characters', () => {
    const xml = sellarComprobantePago(CASOS.nombreConEscapes, credencial);
    expect(cadenaOriginal(xml)).toContain(
      `|L&H920101AB1|FARMACÉUTICA LÓPEZ & HIJOS "EL ÁGUILA" D'ÁVILA|06600|`,
    );
    expect(verificarSello(xml)).toBe(true);
  });
});

describe('verificarSello', () => {
  it('is true for a real receipt sealed by its issuer and false once an amount changes', () => {
    const real = readFileSync(new URL('./__fixtures__/pagos20-sw-timbrado.xml', import.meta.url), 'utf8');
    expect(verificarSello(real)).toBe(true);
    expect(verificarSello(real.replace('Monto="6778.00"', 'Monto="6778.01"'))).toBe(false);
  });

  it('is false without a seal or a certificate', () => {
    const sinSello = construirComprobantePago(CASOS.unaFactura16, credencial);
    expect(verificarSello(sinSello)).toBe(false);
    const sellado = sellarComprobantePago(CASOS.unaFactura16, credencial);
    expect(verificarSello(sellado.replace(/ Certificado="[^"]*"/, ''))).toBe(false);
  });
});
