import type { Traspaso } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { TODAS_SUCURSALES } from '@farmasi/contracts/administracion/traspasos-sucursales';
import ExcelJS from 'exceljs';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catSucursales, webUsuarios } from '../../../db/schema/index.ts';
import type { Filtros } from './queries.ts';
import { traspasosSucursalesEnc } from './tablas.ts';

export const DAY = 86_400_000;

export const CONSULTA = '/traspasosSuc/ConsultaTraspasos/';
export const EXPORTAR = '/traspasosSuc/ExportarAExcel/';
export const RECIBIR = '/traspasosSuc/RecibirTraspaso/';
export const DETALLE = '/traspasosSuc/ConTraspasosDetalle';

/** The screen's defaults: pending, a month back to now. */
export const filtros = (extra: Record<string, unknown> = {}) => ({
  FolioTraspaso: 0,
  CodSucursalOrigen: -1,
  CodSucursalDestino: -1,
  Estatus: 'P',
  FechaTraspaso: new Date(Date.now() - 31 * DAY).toISOString(),
  FechaRecibio: new Date().toISOString(),
  ...extra,
});

/**
 * What a transfer test file opens once: the app on its own database copy, admin and the helpers
 * that call as admin (a function, not module state: test files share loaded modules).
 */
export const abrirTraspasos = async () => {
  const { app, db } = await createTestApp();
  const admin = await signIn(app, 'admin');
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
  return { app, db, admin, consultar, pendiente };
};

export const leerXlsx = async (base64: string) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Traspasos')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/**
 * What the count and paging tests build on: their own database, transfers inserted at given
 * instants (`porInstante` at each, folios from `folioBase`) between two branches, a user who can
 * receive them, and the filters of a wide range (no folio, every branch).
 */
export const abrirConteo = async () => {
  const { db } = await createTestApp();
  const [a, b] = await db.select({ cod: catSucursales.codSucursal }).from(catSucursales).limit(2);
  const [usuario] = await db.select({ id: webUsuarios.idUsuario }).from(webUsuarios).limit(1);
  const insertar = (instantes: readonly string[], porInstante: number, folioBase: number) =>
    db
      .insert(traspasosSucursalesEnc)
      .values(
        instantes.flatMap((instante, i) =>
          Array.from({ length: porInstante }, (_, k) => ({
            folioTraspaso: folioBase + i * 10 + k,
            codSucursalOrigen: a!.cod,
            codSucursalDestino: b!.cod,
            usuarioEnvio: 'Prueba',
            fechaTraspaso: new Date(instante),
          })),
        ),
      )
      .returning({ id: traspasosSucursalesEnc.idTraspasosSucursalesEnc });
  return { db, origen: a!.cod, idUsuario: usuario!.id, insertar };
};

export const filtrosAmplios = (desde: string, hasta: string, estatus: Filtros['estatus'] = 'T'): Filtros => ({
  folio: 0,
  codSucursalOrigen: TODAS_SUCURSALES,
  codSucursalDestino: TODAS_SUCURSALES,
  estatus,
  desde: new Date(desde),
  hasta: new Date(hasta),
});
