import {
  sistemaV20Messages as m,
  type SucursalesV20,
  type SucursalSinActualizar,
  type SucursalV20,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, catSucursales } from '../../../db/schema/index.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import {
  sucursalesV20SolicitudesArticulos as solicitudes,
  sucursalesV20,
  sucursalesV20Sistemas,
} from './tablas.ts';

const { app, db, config } = await createTestApp();
const admin = await signIn(app, 'admin');
const BASE = `/${config.PRODUCT_SLUG}v20/sistemas`;
const GUARDAR = `${BASE}/guardar-sucursal`;
const ELIMINAR = `${BASE}/eliminar-sucursal`;
const ARTICULOS = `${BASE}/actualizar-articulos-sucursal`;

const sinActualizar = async () =>
  (await admin.get(`${BASE}/obtener-sucursales-sin-actualizar`)).json().data as SucursalSinActualizar[];
const enSistema = async () => (await admin.get(`${BASE}/obtener-sucursales/T`)).json().data as SucursalesV20;
const auditadas = async (tabla: string, clave: string) =>
  db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.tabla, tabla), eq(auditoria.clave, clave)))
    // In the order written: with the (tabla, clave, id desc) index PostgreSQL reads them newest first.
    .orderBy(auditoria.id);
const ayer = sumarDias(hoy(), -1);

describe('POST guardar-sucursal', () => {
  it('adds a branch with every system on its productive version, in one audited transaction', async () => {
    const [nueva] = await sinActualizar();
    const res = (
      await admin.post(GUARDAR, {
        codSucursal: nueva!.codSucursal,
        fecha: ayer,
        prefijo: ' nue01 ',
        telefono: '222 123 4567',
      })
    ).json();
    expect(res.value, res.message).toBe(true);
    expect(res.message).toBe(m.agregada);
    expect(res.data).toMatchObject({
      codSucursal: nueva!.codSucursal,
      sucursal: nueva!.sucursal,
      fecha: ayer,
      prefijo: 'NUE01',
      telefono: '2221234567',
      fechaUltimaConexion: '1900-01-01',
      ultimaConexionDiaActual: false,
      fechaSolicitudArticulos: '1900-01-01',
    });
    const data = await enSistema();
    expect(res.data.indicadorSistemas).toBe(data.sistemas.length);
    const enlaces = data.sistemasSucursales.filter((e) => e.codSucursal === nueva!.codSucursal);
    expect(enlaces).toHaveLength(data.sistemas.length);
    for (const s of data.sistemas)
      expect(enlaces.find((e) => e.idCatSistemas === s.idCatSistemas)).toMatchObject({
        versionProductiva: s.versionProductivaXml,
        versionBeta: '',
      });
    expect((await sinActualizar()).some((s) => s.codSucursal === nueva!.codSucursal)).toBe(false);
    const [fila] = await db
      .select()
      .from(sucursalesV20)
      .where(eq(sucursalesV20.codSucursal, nueva!.codSucursal));
    expect(fila).toMatchObject({ creadoPor: admin.data.idUsuario, fechaInstalacion: ayer });
    expect(await auditadas('sucursales_v20', String(nueva!.codSucursal))).toHaveLength(1);
    expect(
      (await auditadas('sucursales_v20_sistemas', `${nueva!.codSucursal}-${data.sistemas[0]!.idCatSistemas}`))
        .length,
    ).toBe(1);
  });

  it('edits a branch already on the system: new date, prefix and phone, versions kept', async () => {
    const { sucursales, sistemasSucursales } = await enSistema();
    const s = sucursales.find((x) => x.indicadorSistemas < 5)!;
    const antes = sistemasSucursales.filter((e) => e.codSucursal === s.codSucursal);
    const res = (
      await admin.post(GUARDAR, {
        CodSucursal: s.codSucursal,
        Fecha: '2025-03-01',
        Prefijo: 'EDIT9',
        Telefono: '5512345678',
      })
    ).json();
    expect(res.value, res.message).toBe(true);
    expect(res.message).toBe(m.editada);
    expect(res.data).toMatchObject({ prefijo: 'EDIT9', telefono: '5512345678', fecha: '2025-03-01' });
    const despues = (await enSistema()).sistemasSucursales.filter((e) => e.codSucursal === s.codSucursal);
    expect(despues).toEqual(antes);
    const [auditada] = await auditadas('sucursales_v20', String(s.codSucursal));
    expect(auditada).toMatchObject({ antes: expect.objectContaining({ prefijo: s.prefijo }) });
  });

  it('refuses a future install date, an unknown or inactive branch and a prefix another branch uses, saving nothing', async () => {
    const [libre] = await sinActualizar();
    const { sucursales } = await enSistema();
    const otra = sucursales[0]!;
    const cuerpo = { codSucursal: libre!.codSucursal, fecha: ayer, prefijo: 'ZZ99', telefono: '2221234567' };
    const rechazo = async (body: object) => {
      const res = (await admin.post(GUARDAR, body)).json();
      expect(res.value).toBe(false);
      return res.message as string;
    };
    expect(await rechazo({ ...cuerpo, fecha: sumarDias(hoy(), 1) })).toBe(m.fechaFutura);
    expect(await rechazo({ ...cuerpo, codSucursal: 999_999 })).toBe(m.sucursalNoExiste);
    expect(await rechazo({ ...cuerpo, prefijo: otra.prefijo.toLowerCase() })).toBe(
      m.prefijoDuplicado(otra.prefijo, `${otra.codSucursal} - ${otra.sucursal}`),
    );
    await db
      .update(catSucursales)
      .set({ activo: false })
      .where(eq(catSucursales.codSucursal, libre!.codSucursal));
    expect(await rechazo(cuerpo)).toBe(m.sucursalNoExiste);
    await db
      .update(catSucursales)
      .set({ activo: true })
      .where(eq(catSucursales.codSucursal, libre!.codSucursal));
    const [baranetos] = await rowsOf<{ cod: number }>(
      db,
      sql`select cod_sucursal as cod from cat_sucursales where id_empresa = 2 limit 1`,
    );
    if (baranetos) expect(await rechazo({ ...cuerpo, codSucursal: baranetos.cod })).toBe(m.sucursalNoExiste);
    expect(
      await db.select().from(sucursalesV20).where(eq(sucursalesV20.codSucursal, libre!.codSucursal)),
    ).toEqual([]);
  });
});

describe('POST actualizar-articulos-sucursal', () => {
  it('records a pending request with who and when, shown in the list; a second one is refused', async () => {
    const { sucursales } = await enSistema();
    const s = sucursales.find((x) => !x.articulosPendientes)!;
    const res = (await admin.post(ARTICULOS, { codSucursal: s.codSucursal })).json();
    expect(res.value, res.message).toBe(true);
    expect(res.message).toBe(m.articulosSolicitada);
    expect(res.data).toMatchObject({
      codSucursal: s.codSucursal,
      usuarioSolicitudArticulos: 'Adriana Morales Vega',
    });
    expect(Date.now() - new Date(res.data.fechaSolicitudArticulos).getTime()).toBeLessThan(60_000);
    const [guardada] = await db
      .select()
      .from(solicitudes)
      .where(and(eq(solicitudes.codSucursal, s.codSucursal), eq(solicitudes.estatus, 'P')));
    expect(guardada).toMatchObject({ solicitadoPor: admin.data.idUsuario, atendidoEn: null });
    expect(
      await auditadas('sucursales_v20_solicitudes_articulos', String(guardada!.idSolicitud)),
    ).toHaveLength(1);
    const fila = (await enSistema()).sucursales.find((x) => x.codSucursal === s.codSucursal) as SucursalV20;
    expect(fila).toMatchObject({
      articulosPendientes: true,
      fechaSolicitudArticulos: res.data.fechaSolicitudArticulos,
      usuarioSolicitudArticulos: 'Adriana Morales Vega',
    });
    const otra = (await admin.post(ARTICULOS, { codSucursal: s.codSucursal })).json();
    expect(otra.value).toBe(false);
    expect(otra.message).toMatch(
      /^La sucursal ya tiene una actualización de artículos pendiente, solicitada el \d{2}\/[a-z]{3}\/\d{4} \d{2}:\d{2} [AP]M\.$/,
    );
  });

  it('refuses a branch not on the new system', async () => {
    const [libre] = await sinActualizar();
    const res = (await admin.post(ARTICULOS, { codSucursal: libre!.codSucursal })).json();
    expect(res).toMatchObject({ value: false, message: m.noEstaEnSistema });
  });
});

describe('POST eliminar-sucursal', () => {
  it('removes the branch and its versions, cancels its pending request, and it can be added again', async () => {
    const { sucursales } = await enSistema();
    const s = sucursales.find((x) => x.articulosPendientes)!;
    const res = (await admin.post(ELIMINAR, { codSucursal: s.codSucursal })).json();
    expect(res).toEqual({ value: true, message: m.eliminada, data: { codSucursal: s.codSucursal } });
    expect(await db.select().from(sucursalesV20).where(eq(sucursalesV20.codSucursal, s.codSucursal))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(sucursalesV20Sistemas)
        .where(eq(sucursalesV20Sistemas.codSucursal, s.codSucursal)),
    ).toEqual([]);
    const historial = await db.select().from(solicitudes).where(eq(solicitudes.codSucursal, s.codSucursal));
    expect(historial.length).toBeGreaterThan(0);
    expect(historial.some((h) => h.estatus === 'P')).toBe(false);
    expect(historial.some((h) => h.estatus === 'C')).toBe(true);
    expect((await sinActualizar()).some((x) => x.codSucursal === s.codSucursal)).toBe(true);
    expect((await auditadas('sucursales_v20', String(s.codSucursal))).at(-1)).toMatchObject({
      despues: null,
    });

    const otra = (await admin.post(ELIMINAR, { codSucursal: s.codSucursal })).json();
    expect(otra).toMatchObject({ value: false, message: m.noEstaEnSistema });

    const de_nuevo = (
      await admin.post(GUARDAR, {
        codSucursal: s.codSucursal,
        fecha: hoy(),
        prefijo: s.prefijo,
        telefono: s.telefono,
      })
    ).json();
    expect(de_nuevo.value, de_nuevo.message).toBe(true);
    // The cancelled request is not shown as the branch's last one.
    expect(de_nuevo.data).toMatchObject({
      fechaSolicitudArticulos: '1900-01-01',
      articulosPendientes: false,
    });
  });
});
