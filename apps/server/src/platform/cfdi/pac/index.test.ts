import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BitacoraPac, crearPac, leerConfigPac } from './index.ts';
import { NOMBRE_PAC_PRUEBA } from './prueba.ts';
import { NOMBRE_SW_SAPIEN } from './sw-sapien.ts';
import { iniciarSwSimulado } from './sw-simulado.testutil.ts';

const SELLADO = readFileSync(new URL('../muestras/pago20-sellado-cfdiutils.xml', import.meta.url), 'utf8');

const bitacora = () => {
  const lineas: { nivel: string; datos: object; mensaje: string }[] = [];
  const log: BitacoraPac = {
    info: (datos, mensaje) => lineas.push({ nivel: 'info', datos, mensaje }),
    warn: (datos, mensaje) => lineas.push({ nivel: 'warn', datos, mensaje }),
  };
  return { log, lineas };
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('PAC configuration', () => {
  it('reads the variables, empty ones as unset, with a 30 s timeout by default', () => {
    expect(leerConfigPac({})).toEqual({ PAC_TIMEOUT_MS: 30_000 });
    expect(
      leerConfigPac({
        PAC_SW_URL: 'https://services.test.sw.com.mx',
        PAC_SW_TOKEN: '',
        PAC_SW_USUARIO: ' demo ',
        PAC_SW_PASSWORD: ' con espacios ',
        PAC_TIMEOUT_MS: '45000',
      }),
    ).toEqual({
      PAC_SW_URL: 'https://services.test.sw.com.mx',
      PAC_SW_USUARIO: 'demo',
      PAC_SW_PASSWORD: ' con espacios ',
      PAC_TIMEOUT_MS: 45_000,
    });
  });

  it('refuses invalid values with Spanish messages', () => {
    expect(() => leerConfigPac({ PAC_SW_URL: 'services.sw.com.mx' })).toThrow(
      /PAC_SW_URL: PAC_SW_URL debe ser/,
    );
    expect(() => leerConfigPac({ PAC_SW_URL: 'ftp://services.sw.com.mx' })).toThrow(/debe empezar con http/);
    expect(() => leerConfigPac({ PAC_TIMEOUT_MS: 'treinta' })).toThrow(/PAC_TIMEOUT_MS debe ser un número/);
    expect(() => leerConfigPac({ PAC_TIMEOUT_MS: '500' })).toThrow(/al menos 1000/);
  });

  it('uses SW Sapien with a URL and a token or user and password, logging which, never the secret', () => {
    const { log, lineas } = bitacora();
    const url = 'https://services.test.sw.com.mx';
    const conToken = crearPac(leerConfigPac({ PAC_SW_URL: url, PAC_SW_TOKEN: 'secreto.del.token' }), log);
    expect([conToken.nombre, conToken.modoPrueba]).toEqual([NOMBRE_SW_SAPIEN, false]);
    const conUsuario = crearPac(
      leerConfigPac({ PAC_SW_URL: url, PAC_SW_USUARIO: 'demo', PAC_SW_PASSWORD: 'clave-secreta' }),
      log,
    );
    expect(conUsuario.nombre).toBe(NOMBRE_SW_SAPIEN);
    expect(lineas.map((l) => [l.nivel, l.mensaje])).toEqual([
      ['info', 'Timbrado de CFDI con SW Sapien'],
      ['info', 'Timbrado de CFDI con SW Sapien'],
    ]);
    expect(lineas[0]!.datos).toMatchObject({ url, autenticacion: 'token', timeoutMs: 30_000 });
    expect(JSON.stringify(lineas)).not.toMatch(/secreto|clave-secreta/);
  });

  it('falls back to the labelled test authority, warning when the configuration is incomplete', () => {
    const { log, lineas } = bitacora();
    const sinNada = crearPac(leerConfigPac({}), log);
    expect([sinNada.nombre, sinNada.modoPrueba]).toEqual([NOMBRE_PAC_PRUEBA, true]);
    expect(lineas).toHaveLength(1);
    expect(lineas[0]!.mensaje).toMatch(
      /^Timbrado de CFDI en modo de prueba: los comprobantes no tienen valor fiscal/,
    );
    const incompleta = crearPac(
      leerConfigPac({ PAC_SW_URL: 'https://services.sw.com.mx', PAC_SW_USUARIO: 'x' }),
      log,
    );
    expect(incompleta.modoPrueba).toBe(true);
    expect(lineas.slice(1).map((l) => l.nivel)).toEqual(['warn', 'info']);
  });

  it('stamps through the configured SW Sapien (simulated on loopback)', async () => {
    const sw = await iniciarSwSimulado();
    try {
      const pac = crearPac(leerConfigPac({ PAC_SW_URL: sw.url, PAC_SW_TOKEN: sw.tokenFijo }), bitacora().log);
      const r = await pac.timbrar(SELLADO);
      expect(r.ok && r.yaTimbrado).toBe(false);
      expect(sw.peticiones).toHaveLength(1);
    } finally {
      await sw.cerrar();
    }
  });

  it('creates the product provider once, from the environment, logging once', async () => {
    for (const v of ['PAC_SW_URL', 'PAC_SW_TOKEN', 'PAC_SW_USUARIO', 'PAC_SW_PASSWORD', 'PAC_TIMEOUT_MS'])
      vi.stubEnv(v, '');
    vi.resetModules();
    const { pacConfigurado } = await import('./index.ts');
    const { log, lineas } = bitacora();
    const uno = pacConfigurado(log);
    expect(pacConfigurado(log)).toBe(uno);
    expect(uno.modoPrueba).toBe(true);
    expect(lineas).toHaveLength(1);
  });
});
