import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const secrets = { JWT_SECRET: 'x'.repeat(40), RECARGAS_KEY: Buffer.alloc(32, 1).toString('base64') };

describe('PORTAL_LICENCIATARIOS_URL', () => {
  it('defaults to a local portal for development and takes an https address', () => {
    expect(loadConfig(secrets).PORTAL_LICENCIATARIOS_URL).toBe('http://localhost:3100/');
    const url = 'https://licenciatarios.farmasi.mx/';
    expect(loadConfig({ ...secrets, PORTAL_LICENCIATARIOS_URL: url }).PORTAL_LICENCIATARIOS_URL).toBe(url);
  });

  it('refuses anything but an http(s) address: the browser opens it in a new tab', () => {
    for (const bad of ['javascript:alert(1)', 'portal.farmasi.mx', 'ftp://portal.farmasi.mx/'])
      expect(() => loadConfig({ ...secrets, PORTAL_LICENCIATARIOS_URL: bad })).toThrow(
        /PORTAL_LICENCIATARIOS_URL/,
      );
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes true, a hop count or proxy addresses', () => {
    expect(loadConfig(secrets).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...secrets, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ ...secrets, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...secrets, TRUST_PROXY: '10.0.0.1,10.0.0.0/8' }).TRUST_PROXY).toBe(
      '10.0.0.1,10.0.0.0/8',
    );
  });
});

describe('session settings', () => {
  it('default to a 12-hour session, an automatic Secure cookie and no other origin', () => {
    const config = loadConfig(secrets);
    expect(config.SESION_MAX_HORAS).toBe(12);
    expect(config.COOKIE_SECURE).toBe('auto');
    expect(config.ORIGENES_PERMITIDOS).toEqual([]);
    const otros = loadConfig({
      ...secrets,
      ORIGENES_PERMITIDOS: 'https://a.farmasi.mx/, https://B.farmasi.mx',
    });
    expect(otros.ORIGENES_PERMITIDOS).toEqual(['https://a.farmasi.mx', 'https://b.farmasi.mx']);
  });
});
