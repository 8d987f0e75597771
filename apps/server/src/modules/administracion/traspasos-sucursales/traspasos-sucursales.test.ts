import { format, messages, SENTINEL_DATE } from '@farmasi/contracts';
import {
  EXPORTAR_MAX,
  traspasosMessages as m,
  TRASPASOS_SUCURSALES_URL,
  type Traspaso,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, webMenu } from '../../../db/schema/index.ts';
import { DEMO_TRASPASOS } from './demo.ts';
import { ENCABEZADOS } from './excel.ts';
import { validarFiltros } from './service.ts';
import { traspasosSucursalesEnc } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const DAY = 86_400_000;

const CONSULTA = '/traspasosSuc/ConsultaTraspasos/';
const EXPORTAR = '/traspasosSuc/ExportarAExcel/';
const RECIBIR = '/traspasosSuc/RecibirTraspaso/';
const DETALLE = '/traspasosSuc/ConTraspasosDetalle';

/** The screen's defaults: pending, a month back to now. */
const filtros = (extra: Record<string, unknown> = {}) => ({
  FolioTraspaso: 0,
  CodSucursalOrigen: -1,
  CodSucursalDestino: -1,
  Estatus: 'P',
  FechaTraspaso: new Date(Date.now() - 31 * DAY).toISOString(),
  FechaRecibio: new Date().toISOString(),
  ...extra,
});

const consultar = async (extra: Record<string, unknown> = {}) =>
  (await admin.post(CONSULTA, { ...filtros(extra), PageLoad: false })).json() as {
    value: boolean;
    message: string;
    data: { traspasos: Traspaso[]; totalRegistros: number } | null;
  };

const pendiente = async () => {
  const body = await consultar({ TamanoPagina: 1 });
  return body.data!.traspasos[0]!;
};

const leerXlsx = async (base64: string) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Traspasos')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

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

describe('GET /traspasosSuc/ConTraspasosDetalle/:id', () => {
  it('lists the lines: article snapshot, quantity, cost, quantity × cost, expiry and lot', async () => {
    const t = await pendiente();
    const body = (await admin.get(`${DETALLE}/${t.sIdTraspasosSucursalesEnc}`)).json();
    expect(body.value).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    for (const l of body.data) {
      expect(l).toEqual({
        codArticulo: expect.any(Number),
        descArticulo: expect.any(String),
        cantidad: expect.any(Number),
        costo: expect.any(Number),
        importe: expect.any(Number),
        fechaCaducidad: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        lote: expect.stringMatching(/^[A-Z]{2}\d{6}$/),
      });
      expect(l.importe).toBeCloseTo(l.cantidad * l.costo, 4);
    }
  });

  it('refuses an unknown transfer and answers 400 for an id that is not a number', async () => {
    expect((await admin.get(`${DETALLE}/999999999`)).json()).toEqual({
      value: false,
      message: m.noExiste,
      data: null,
    });
    const res = await admin.get(`${DETALLE}/abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'id'");
  });
});

describe('POST /traspasosSuc/ExportarAExcel', () => {
  it('exports every filtered transfer to a real .xlsx with the headers and one row each', async () => {
    const extra = { Estatus: 'T', FechaTraspaso: new Date(Date.now() - 10 * DAY).toISOString() };
    const lista = (await consultar({ ...extra, TamanoPagina: 200 })).data!;
    for (let pagina = 2; lista.traspasos.length < lista.totalRegistros; pagina++)
      lista.traspasos.push(
        ...(await consultar({ ...extra, TamanoPagina: 200, Pagina: pagina })).data!.traspasos,
      );
    expect(lista.totalRegistros).toBeGreaterThan(200);
    const body = (await admin.post(EXPORTAR, filtros(extra))).json();
    expect(body).toMatchObject({ value: true, message: m.exportado });
    const rows = await leerXlsx(body.data);
    expect(rows[0]).toEqual(ENCABEZADOS);
    expect(rows).toHaveLength(lista.totalRegistros + 1);
    const [first] = lista.traspasos;
    const row = rows[1]!;
    expect(row.slice(0, 5)).toEqual([
      first!.folioTraspaso,
      first!.sucursalOrigen,
      first!.sucursalDestino,
      first!.motivo,
      first!.usuarioEnvio,
    ]);
    expect(row[5]).toBeInstanceOf(Date);
    expect(row[8]).toBe(first!.estatus === 'R' ? 'Recibido' : 'Pendiente');
    expect(row[9]).toBe(first!.dias);
    expect(rows.slice(1).map((r) => r[0])).toEqual(lista.traspasos.map((t) => t.folioTraspaso));
  });

  it('exports only the ticked transfers when ids are given', async () => {
    const lista = (await consultar({ Estatus: 'T', TamanoPagina: 5 })).data!;
    const marcados = [lista.traspasos[1]!, lista.traspasos[3]!];
    const body = (
      await admin.post(
        EXPORTAR,
        filtros({ Estatus: 'T', sIdTraspasosSucursales: marcados.map((t) => t.sIdTraspasosSucursalesEnc) }),
      )
    ).json();
    const rows = await leerXlsx(body.data);
    expect(rows.slice(1).map((r) => r[0])).toEqual(marcados.map((t) => t.folioTraspaso));
  });

  it("refuses an empty list with the spec's message and keeps the screen's rules", async () => {
    const vacio = {
      FechaTraspaso: '2020-01-01T00:00:00.000-06:00',
      FechaRecibio: '2020-01-31T23:59:59.999-06:00',
    };
    expect((await admin.post(EXPORTAR, filtros(vacio))).json()).toEqual({
      value: false,
      message: m.sinTraspasosExportar,
      data: null,
    });
    expect(
      (await admin.post(EXPORTAR, filtros({ CodSucursalOrigen: 4, CodSucursalDestino: 4 }))).json().message,
    ).toBe(m.mismaSucursal);
    const demasiados = Array.from({ length: EXPORTAR_MAX + 1 }, (_, i) => String(i + 1));
    expect((await admin.post(EXPORTAR, filtros({ sIdTraspasosSucursales: demasiados }))).statusCode).toBe(
      400,
    );
  });
});

describe('POST /traspasosSuc/RecibirTraspaso', () => {
  it('receives a pending transfer: status R, who and when, audited; a second time is refused', async () => {
    const t = await pendiente();
    const antes = Date.now();
    const body = (
      await admin.post(RECIBIR, {
        SIdTraspasosSucursalesEnc: t.sIdTraspasosSucursalesEnc,
        UsuarioRecibio: admin.data.idUsuario,
      })
    ).json();
    expect(body).toMatchObject({
      value: true,
      message: format(m.recibido, { folio: t.folioTraspaso }),
      data: { folioTraspaso: t.folioTraspaso, estatus: 'R', usuarioRecibio: 'Adriana Morales Vega' },
    });
    const [row] = await db
      .select()
      .from(traspasosSucursalesEnc)
      .where(eq(traspasosSucursalesEnc.idTraspasosSucursalesEnc, t.idTraspasosSucursalesEnc));
    expect(row).toMatchObject({
      estatus: 'R',
      idUsuarioRecibio: admin.data.idUsuario,
      modificadoPor: admin.data.idUsuario,
    });
    expect(row!.fechaRecibio!.getTime()).toBeGreaterThanOrEqual(antes - 1000);
    const trail = await db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.tabla, 'traspasos_sucursales_enc'),
          eq(auditoria.clave, String(t.idTraspasosSucursalesEnc)),
        ),
      );
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ idUsuario: admin.data.idUsuario, antes: { estatus: 'P' } });

    const again = (
      await admin.post(RECIBIR, {
        SIdTraspasosSucursalesEnc: t.sIdTraspasosSucursalesEnc,
        UsuarioRecibio: admin.data.idUsuario,
      })
    ).json();
    expect(again.value).toBe(false);
    expect(again.message).toMatch(
      new RegExp(
        `^El traspaso con folio ${t.folioTraspaso} ya fue recibido el \\d{2}/[a-z]{3}/\\d{4} \\d{2}:\\d{2} [AP]M por Adriana Morales Vega\\.$`,
      ),
    );
    // The list no longer shows it as pending.
    expect((await consultar({ FolioTraspaso: t.folioTraspaso })).data!.totalRegistros).toBe(0);
  });

  it('refuses receiving in the name of another user, and an unknown transfer, changing nothing', async () => {
    const t = await pendiente();
    const otro = (
      await admin.post(RECIBIR, {
        SIdTraspasosSucursalesEnc: t.sIdTraspasosSucursalesEnc,
        UsuarioRecibio: admin.data.idUsuario + 1,
      })
    ).json();
    expect(otro).toEqual({ value: false, message: m.otroUsuario, data: null });
    const [row] = await db
      .select({ estatus: traspasosSucursalesEnc.estatus })
      .from(traspasosSucursalesEnc)
      .where(eq(traspasosSucursalesEnc.idTraspasosSucursalesEnc, t.idTraspasosSucursalesEnc));
    expect(row!.estatus).toBe('P');
    expect(
      (
        await admin.post(RECIBIR, {
          SIdTraspasosSucursalesEnc: '999999999',
          UsuarioRecibio: admin.data.idUsuario,
        })
      ).json(),
    ).toEqual({ value: false, message: m.noExiste, data: null });
    const res = await admin.post(RECIBIR, {
      SIdTraspasosSucursalesEnc: 'x1',
      UsuarioRecibio: admin.data.idUsuario,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'SIdTraspasosSucursalesEnc'");
  });

  it('of two receptions at once, exactly one wins', async () => {
    const t = await pendiente();
    const payload = {
      SIdTraspasosSucursalesEnc: t.sIdTraspasosSucursalesEnc,
      UsuarioRecibio: admin.data.idUsuario,
    };
    const answers = await Promise.all([admin.post(RECIBIR, payload), admin.post(RECIBIR, payload)]);
    expect(answers.map((a) => a.json().value).sort()).toEqual([false, true]);
  });
});
