import { messages } from '@farmasi/contracts';
import {
  estadoVersion,
  sistemaV20Messages as m,
  type SucursalesV20,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { rowsOf } from '../../../platform/sql.ts';

const { app, db, config } = await createTestApp();
const admin = await signIn(app, 'admin');
const BASE = `/${config.PRODUCT_SLUG}v20/sistemas`;

const lista = async (tipo: string) => (await admin.get(`${BASE}/obtener-sucursales/${tipo}`)).json();

describe('permissions and validation', () => {
  it('answers 401 without a token and 403 to a user without the screen, on every call', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const [method, url] of [
      ['GET', `${BASE}/obtener-sucursales-sin-actualizar`],
      ['GET', `${BASE}/obtener-sucursales/T`],
      ['POST', `${BASE}/guardar-sucursal`],
      ['POST', `${BASE}/eliminar-sucursal`],
      ['POST', `${BASE}/actualizar-articulos-sucursal`],
    ] as const) {
      const sinToken = await app.inject({
        method,
        url: `/admin/api${url}`,
        payload: method === 'POST' ? { codSucursal: 1 } : undefined,
      });
      expect(sinToken.statusCode, url).toBe(401);
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, { codSucursal: 1 });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers only at the configured slug', async () => {
    expect((await admin.get('/otrov20/sistemas/obtener-sucursales/T')).statusCode).toBe(404);
  });

  it('answers 400 in Spanish for a type other than T, P or L, and for bad bodies', async () => {
    for (const tipo of ['X', 't', 'TODAS', '1']) {
      const res = await admin.get(`${BASE}/obtener-sucursales/${tipo}`);
      expect(res.statusCode, tipo).toBe(400);
      expect(res.json().message).toContain(m.tipoInvalido);
    }
    for (const [url, body, mensaje] of [
      [`${BASE}/eliminar-sucursal`, {}, m.sucursalInvalida],
      [`${BASE}/eliminar-sucursal`, { codSucursal: 0 }, m.sucursalInvalida],
      [`${BASE}/actualizar-articulos-sucursal`, { codSucursal: 'uno' }, m.sucursalInvalida],
      [`${BASE}/actualizar-articulos-sucursal`, { codSucursal: 2_147_483_648 }, m.sucursalInvalida],
      [
        `${BASE}/guardar-sucursal`,
        { fecha: '2026-01-01', prefijo: 'AB1', telefono: '2221234567' },
        m.sucursalRequerida,
      ],
      [
        `${BASE}/guardar-sucursal`,
        { codSucursal: 1, fecha: '', prefijo: 'AB1', telefono: '2221234567' },
        m.fechaRequerida,
      ],
      [
        `${BASE}/guardar-sucursal`,
        { codSucursal: 1, fecha: '2026-02-30', prefijo: 'AB1', telefono: '2221234567' },
        m.fechaInvalida,
      ],
      [
        `${BASE}/guardar-sucursal`,
        { codSucursal: 1, fecha: '2026-01-01', prefijo: ' ', telefono: '2221234567' },
        m.prefijoRequerido,
      ],
      [
        `${BASE}/guardar-sucursal`,
        { codSucursal: 1, fecha: '2026-01-01', prefijo: 'A-1', telefono: '2221234567' },
        m.prefijoInvalido,
      ],
      [
        `${BASE}/guardar-sucursal`,
        { codSucursal: 1, fecha: '2026-01-01', prefijo: 'AB1', telefono: '22212' },
        m.telefonoInvalido,
      ],
    ] as const) {
      const res = await admin.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
  });
});

describe('GET obtener-sucursales/{tipo}', () => {
  it('answers sistemas, sucursales and sistemasSucursales with the spec’s fields', async () => {
    const res = await lista('T');
    expect(res.value).toBe(true);
    const data = res.data as SucursalesV20;
    expect(data.sistemas.map((s) => s.nombre)).toEqual([
      'Punto de venta',
      'Inventarios',
      'Facturación',
      'Pedidos',
      'Reportes',
    ]);
    expect(Object.keys(data.sistemas[0]!)).toEqual(
      expect.arrayContaining([
        'abreviatura',
        'nombre',
        'idCatSistemas',
        'versionProductivaXml',
        'versionBetaXml',
      ]),
    );
    expect(Object.keys(data.sucursales[0]!)).toEqual(
      expect.arrayContaining([
        'codSucursal',
        'sucursal',
        'propia',
        'telefono',
        'fecha',
        'prefijo',
        'indicadorSistemas',
        'fechaUltimaConexion',
        'fechaUltimaExistencia',
        'ultimaConexionDiaActual',
        'ultimaExistenciaDiaActual',
      ]),
    );
    expect(Object.keys(data.sistemasSucursales[0]!).sort()).toEqual(
      ['codSucursal', 'idCatSistemas', 'versionBeta', 'versionProductiva'].sort(),
    );
    // Every branch has one link per system; the demo mixes the three states.
    expect(data.sistemasSucursales).toHaveLength(data.sucursales.length * data.sistemas.length);
    const estados = new Set(
      data.sistemasSucursales.map((e) =>
        estadoVersion(data.sistemas.find((s) => s.idCatSistemas === e.idCatSistemas)!, e),
      ),
    );
    expect([...estados].sort()).toEqual(['actualizada', 'beta', 'sinActualizar']);
    // Own and licensee branches; Spanish order by name.
    expect(data.sucursales.some((s) => s.propia)).toBe(true);
    expect(data.sucursales.some((s) => !s.propia)).toBe(true);
    const nombres = data.sucursales.map((s) => s.sucursal);
    expect(nombres).toEqual(
      [...nombres].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }) || (a < b ? -1 : 1)),
    );
  });

  it('filters by type: P own only, L licensees only, T both', async () => {
    const todas = (await lista('T')).data as SucursalesV20;
    const propias = (await lista('P')).data as SucursalesV20;
    const lic = (await lista('L')).data as SucursalesV20;
    expect(propias.sucursales.every((s) => s.propia)).toBe(true);
    expect(lic.sucursales.every((s) => !s.propia)).toBe(true);
    expect(propias.sucursales.length + lic.sucursales.length).toBe(todas.sucursales.length);
    // Links only of the branches answered.
    const codigos = new Set(lic.sucursales.map((s) => s.codSucursal));
    expect(lic.sistemasSucursales.every((e) => codigos.has(e.codSucursal))).toBe(true);
    expect(lic.sistemas).toEqual(todas.sistemas);
  });

  it('counts the systems on their productive version and tells connections of today from older ones', async () => {
    const data = (await lista('T')).data as SucursalesV20;
    for (const s of data.sucursales) {
      const al = data.sistemas.filter(
        (x) =>
          estadoVersion(
            x,
            data.sistemasSucursales.find(
              (e) => e.codSucursal === s.codSucursal && e.idCatSistemas === x.idCatSistemas,
            ),
          ) === 'actualizada',
      ).length;
      expect(s.indicadorSistemas, s.sucursal).toBe(al);
    }
    const [hoy] = await rowsOf<{ hoy: string }>(
      db,
      sql`select (now() at time zone 'America/Mexico_City')::date::text as hoy`,
    );
    const conectadas = data.sucursales.filter((s) => s.ultimaConexionDiaActual);
    const atrasadas = data.sucursales.filter((s) => !s.ultimaConexionDiaActual);
    expect(conectadas.length).toBeGreaterThan(0);
    expect(atrasadas.length).toBeGreaterThan(0);
    const diaMexico = (iso: string) =>
      new Date(iso).toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
    for (const s of conectadas) expect(diaMexico(s.fechaUltimaConexion)).toBe(hoy!.hoy);
    for (const s of atrasadas)
      expect(s.fechaUltimaConexion === '1900-01-01' || diaMexico(s.fechaUltimaConexion) < hoy!.hoy).toBe(
        true,
      );
  });
});

describe('GET obtener-sucursales-sin-actualizar', () => {
  it('answers the active pharmacy branches not on the new system, none that is', async () => {
    const res = (await admin.get(`${BASE}/obtener-sucursales-sin-actualizar`)).json();
    expect(res.value).toBe(true);
    const sin = res.data as { codSucursal: number; sucursal: string; propia: boolean; telefono: string }[];
    expect(sin.length).toBeGreaterThan(0);
    expect(Object.keys(sin[0]!).sort()).toEqual(['codSucursal', 'propia', 'sucursal', 'telefono']);
    const en = new Set(((await lista('T')).data as SucursalesV20).sucursales.map((s) => s.codSucursal));
    expect(sin.some((s) => en.has(s.codSucursal))).toBe(false);
    const [{ total }] = (await rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from cat_sucursales where activo and id_empresa = 1`,
    )) as [{ total: number }];
    expect(sin.length + en.size).toBe(total);
  });
});
