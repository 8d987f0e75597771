import type { Traspaso } from '@farmasi/contracts/administracion/traspasos-sucursales';
import ExcelJS from 'exceljs';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';

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
