import { messages, SENTINEL_DATE } from '@farmasi/contracts';
import {
  traspasosMessages as m,
  TRASPASOS_SUCURSALES_URL,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/session.ts';
import { webMenu } from '../../../db/schema/index.ts';
import { DEMO_TRASPASOS } from './demo.ts';
import { validarFiltros } from './service.ts';
import { traspasosSucursalesEnc } from './tablas.ts';
import { abrirTraspasos, CONSULTA, DAY, DETALLE, EXPORTAR, filtros, RECIBIR } from './traspasos.fixtures.ts';

const { admin, app, consultar, db } = await abrirTraspasos();

// The screen: its menu entry, permissions and the transfer search.

describe('menu and permissions', () => {
  it('adds the screen under Administración with id 1140', async () => {
    const [entry] = await db.select().from(webMenu).where(eq(webMenu.id, 1140));
    expect(entry).toMatchObject({ parentid: 11, name: m.titulo, url: TRASPASOS_SUCURSALES_URL });
    expect(admin.data.permisos.map((p: { url: string | null }) => p.url)).toContain(
      '/farmasi/administracion/traspasos-sucursales',
    );
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'POST', url: `/admin/api${CONSULTA}`, payload: filtros() });
    expect(res.statusCode).toBe(401);
  });

  it('refuses every call with 403 to users without the screen (consulta, and cajero who holds another)', async () => {
    for (const who of ['consulta', 'cajero'] as const) {
      const session = await signIn(app, who);
      for (const res of [
        await session.post(CONSULTA, filtros()),
        await session.get(`${DETALLE}/1`),
        await session.post(EXPORTAR, filtros()),
        await session.post(RECIBIR, {
          SIdTraspasosSucursalesEnc: '1',
          UsuarioRecibio: session.data.idUsuario,
        }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
      }
    }
  });
});

describe('POST /traspasosSuc/ConsultaTraspasos', () => {
  it('the demo set holds thousands of transfers, some pending in the last 30 days', async () => {
    const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(traspasosSucursalesEnc);
    expect(all!.n).toBe(DEMO_TRASPASOS);
    const body = await consultar({ Estatus: 'T' });
    expect(body.data!.totalRegistros).toBeGreaterThan(300);
    expect((await consultar()).data!.totalRegistros).toBeGreaterThan(50);
  });

  it('lists pending transfers of the range, newest first, one page at a time', async () => {
    const body = await consultar();
    expect(body).toMatchObject({ value: true, message: '' });
    const { traspasos, totalRegistros } = body.data!;
    expect(traspasos).toHaveLength(50);
    const desde = Date.now() - 31 * DAY;
    for (const t of traspasos) {
      expect(t.estatus).toBe('P');
      expect(t.fechaRecibio).toBe(SENTINEL_DATE);
      expect(t.usuarioRecibio).toBe('');
      expect(Date.parse(t.fechaTraspaso)).toBeGreaterThanOrEqual(desde);
      expect(t.sIdTraspasosSucursalesEnc).toBe(String(t.idTraspasosSucursalesEnc));
      expect(t.codSucursalOrigen).not.toBe(t.codSucursalDestino);
      expect(t.dias).toBeGreaterThanOrEqual(0);
    }
    const fechas = traspasos.map((t) => Date.parse(t.fechaTraspaso));
    expect(fechas).toEqual([...fechas].sort((a, b) => b - a));

    const ultima = Math.ceil(totalRegistros / 20);
    const pagina = (await consultar({ Pagina: ultima, TamanoPagina: 20 })).data!;
    expect(pagina.totalRegistros).toBe(totalRegistros);
    expect(pagina.traspasos).toHaveLength(totalRegistros - (ultima - 1) * 20);
  });

  it('filters by status, origin, destination and folio together', async () => {
    const recibidos = (await consultar({ Estatus: 'R' })).data!;
    expect(recibidos.totalRegistros).toBeGreaterThan(0);
    for (const t of recibidos.traspasos) {
      expect(t.estatus).toBe('R');
      expect(t.usuarioRecibio).not.toBe('');
      expect(Date.parse(t.fechaRecibio)).toBeGreaterThanOrEqual(Date.parse(t.fechaTraspaso));
    }
    const todos = (await consultar({ Estatus: 'T' })).data!.totalRegistros;
    expect(todos).toBe(recibidos.totalRegistros + (await consultar()).data!.totalRegistros);

    const t = recibidos.traspasos[0]!;
    const porOrigen = (await consultar({ Estatus: 'T', CodSucursalOrigen: t.codSucursalOrigen })).data!;
    expect(porOrigen.traspasos.every((x) => x.codSucursalOrigen === t.codSucursalOrigen)).toBe(true);
    const porAmbas = (
      await consultar({
        Estatus: 'T',
        CodSucursalOrigen: t.codSucursalOrigen,
        CodSucursalDestino: t.codSucursalDestino,
      })
    ).data!;
    expect(porAmbas.traspasos.map((x) => x.folioTraspaso)).toContain(t.folioTraspaso);
    expect(porAmbas.traspasos.every((x) => x.codSucursalDestino === t.codSucursalDestino)).toBe(true);

    const porFolio = (await consultar({ Estatus: 'T', FolioTraspaso: t.folioTraspaso })).data!;
    expect(porFolio.traspasos.map((x) => x.folioTraspaso)).toEqual([t.folioTraspaso]);
    // Every filter applies: the same folio is not pending.
    expect((await consultar({ FolioTraspaso: t.folioTraspaso })).data!.totalRegistros).toBe(0);
  });

  it('tells the first load apart: no pending transfers gives the toast text, other searches the filters text', async () => {
    const vacio = {
      FechaTraspaso: '2020-01-01T00:00:00.000-06:00',
      FechaRecibio: '2020-01-31T23:59:59.999-06:00',
    };
    const primera = (await admin.post(CONSULTA, { ...filtros(vacio), PageLoad: true })).json();
    expect(primera).toEqual({
      value: true,
      message: m.sinPendientes,
      data: { traspasos: [], totalRegistros: 0 },
    });
    expect((await consultar(vacio)).message).toBe(m.sinTraspasosExportar);
    const todos = (
      await admin.post(CONSULTA, { ...filtros({ ...vacio, Estatus: 'T' }), PageLoad: true })
    ).json();
    expect(todos.message).toBe(m.sinTraspasosExportar);
  });

  it('refuses the same origin and destination, only when both are chosen', async () => {
    expect(await consultar({ CodSucursalOrigen: 3, CodSucursalDestino: 3 })).toEqual({
      value: false,
      message: m.mismaSucursal,
      data: null,
    });
    expect((await consultar({ CodSucursalOrigen: 3, CodSucursalDestino: -1 })).value).toBe(true);
  });

  it('checks the branches before the dates, then start before end, then no future end', async () => {
    const invertidas = {
      FechaTraspaso: new Date(Date.now() - 2 * DAY).toISOString(),
      FechaRecibio: new Date(Date.now() - 5 * DAY).toISOString(),
    };
    expect((await consultar({ ...invertidas, CodSucursalOrigen: 2, CodSucursalDestino: 2 })).message).toBe(
      m.mismaSucursal,
    );
    expect((await consultar(invertidas)).message).toBe(m.fechaInicialMayor);
    const manana = new Date(Date.now() + 2 * DAY).toISOString();
    expect((await consultar({ FechaRecibio: manana })).message).toBe(m.fechaFinalFutura);
    expect((await consultar({ FechaRecibio: manana })).value).toBe(false);
  });

  it('takes the end of today as end (the day has begun), not tomorrow', () => {
    const ahora = Date.parse('2026-11-22T10:00:00.000-06:00');
    const body = { FolioTraspaso: 0, CodSucursalOrigen: -1, CodSucursalDestino: -1, Estatus: 'P' as const };
    const hoy = {
      FechaTraspaso: '2026-11-22T00:00:00.000-06:00',
      FechaRecibio: '2026-11-22T23:59:59.999-06:00',
    };
    expect(validarFiltros({ ...body, ...hoy }, ahora).hasta.toISOString()).toBe('2026-11-23T05:59:59.999Z');
    expect(() =>
      validarFiltros({ ...body, ...hoy, FechaRecibio: '2026-11-23T23:59:59.999-06:00' }, ahora),
    ).toThrow(m.fechaFinalFutura);
  });

  it('answers 400 in Spanish for a folio of more than 10 digits, a negative one or a bad status', async () => {
    for (const bad of [{ FolioTraspaso: 12345678901 }, { FolioTraspaso: -1 }, { FolioTraspaso: 1.5 }]) {
      const res = await admin.post(CONSULTA, filtros(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("'FolioTraspaso'");
      expect(res.json().message).toContain(m.folioInvalido);
    }
    const res = await admin.post(CONSULTA, filtros({ Estatus: 'X' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'Estatus'");
    expect((await admin.post(CONSULTA, filtros({ FechaTraspaso: 'ayer' }))).statusCode).toBe(400);
  });
});
