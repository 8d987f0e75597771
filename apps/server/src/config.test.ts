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
