import { format, messages } from '@farmasi/contracts';
import { ventasTransferenciasMessages as m } from '@farmasi/contracts/administracion/control-ventas-transferencias';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria } from '../../../db/schema/index.ts';
import { horaLocal } from '../../../platform/fechas.ts';
import { controlVentasTransferencias } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const LISTA = '/administracion/obtener-ventas-transferencias';
const GUARDAR = '/administracion/guardar-ventas-transferencias';

describe('permissions', () => {
  it('answers 401 without a token and 403 to users without the screen', async () => {
    expect((await app.inject({ method: 'GET', url: `/admin/api${LISTA}` })).statusCode).toBe(401);
    for (const who of ['consulta', 'cajero'] as const) {
      const user = await signIn(app, who);
      expect((await user.get(LISTA)).statusCode).toBe(403);
      const res = await user.post(GUARDAR, { CodUsuario: user.data.idUsuario, CodSucursal: 1 });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });
});

describe('GET obtener-ventas-transferencias', () => {
  it('lists the permissions newest first, with the supervisor and the sale date once sold', async () => {
    const body = (await admin.get(LISTA)).json();
    expect(body.value).toBe(true);
    expect(body.data.length).toBeGreaterThan(5);
    const fechas = body.data.map((r: { fecha: string }) => r.fecha);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect(body.data[0]).toEqual({
      codSucursal: expect.any(Number),
      sucursal: expect.any(String),
      nombre: 'Adriana Morales Vega',
      fecha: expect.any(String),
      fechaVenta: null,
      estatus: 'P',
      descripcionEstatus: 'Pendiente',
    });
    const vendida = body.data.find((r: { estatus: string }) => r.estatus === 'V');
    expect(vendida.fechaVenta).toEqual(expect.any(String));
    expect(vendida.descripcionEstatus).toBe('Venta realizada');
  });
});

describe('POST guardar-ventas-transferencias', () => {
  it('records the current user and the branch, pending, and audits it', async () => {
    const pendientes = (await admin.get(LISTA))
      .json()
      .data.filter((r: { estatus: string }) => r.estatus === 'P');
    const cod = [1, 2, 3, 4, 5, 6, 7].find(
      (c) => !pendientes.some((p: { codSucursal: number }) => p.codSucursal === c),
    )!;
    const res = (await admin.post(GUARDAR, { CodUsuario: admin.data.idUsuario, CodSucursal: cod })).json();
    expect(res).toMatchObject({
      value: true,
      message: m.agregado,
      data: { codSucursal: cod, estatus: 'P', fechaVenta: null, nombre: 'Adriana Morales Vega' },
    });
    const [row] = await db
      .select()
      .from(controlVentasTransferencias)
      .where(
        and(eq(controlVentasTransferencias.codSucursal, cod), eq(controlVentasTransferencias.estatus, 'P')),
      );
    expect(row).toMatchObject({ codUsuario: admin.data.idUsuario, codSucursal: cod });
    const trail = await db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.tabla, 'control_ventas_transferencias'),
          eq(auditoria.clave, String(row!.idControlVentasTransferencias)),
        ),
      );
    expect(trail).toHaveLength(1);
    expect(trail[0]?.idUsuario).toBe(admin.data.idUsuario);

    // A second permission while the first is pending is refused and nothing is written.
    const again = (await admin.post(GUARDAR, { CodUsuario: admin.data.idUsuario, CodSucursal: cod })).json();
    expect(again).toEqual({
      value: false,
      message: format(m.pendiente, { sucursal: res.data.sucursal }),
      data: null,
    });
    const rows = await db
      .select()
      .from(controlVentasTransferencias)
      .where(eq(controlVentasTransferencias.codSucursal, cod));
    expect(rows.filter((r) => r.estatus === 'P')).toHaveLength(1);
  });

  it("refuses granting in another user's name", async () => {
    const res = (await admin.post(GUARDAR, { CodUsuario: admin.data.idUsuario + 1, CodSucursal: 8 })).json();
    expect(res).toEqual({ value: false, message: m.otroUsuario, data: null });
  });

  it('refuses an unknown branch', async () => {
    const res = (await admin.post(GUARDAR, { CodUsuario: admin.data.idUsuario, CodSucursal: 99_999 })).json();
    expect(res).toEqual({
      value: false,
      message: format(m.sucursalNoExiste, { codSucursal: 99_999 }),
      data: null,
    });
  });

  it('answers 400 in Spanish without a branch', async () => {
    const res = await admin.post(GUARDAR, { CodUsuario: admin.data.idUsuario });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'CodSucursal'");
  });
});

describe('Exportar a Excel (issue 30)', () => {
  it('writes the dates as real Excel dates in Mexico City time, as the screen shows them', async () => {
    const filas = (await admin.get(LISTA)).json().data as {
      codSucursal: number;
      sucursal: string;
      nombre: string;
      fecha: string;
      fechaVenta: string | null;
      descripcionEstatus: string;
    }[];
    // What the screen's table sends: its columns' titles and the raw values of their fields.
    const res = await admin.post('/exportar/excel', {
      archivo: 'ventas-transferencias',
      columnas: ['Código', 'Sucursal', 'Supervisor', 'Fecha', 'Fecha venta', 'Estatus'],
      filas: filas.map((f) => [
        f.codSucursal,
        f.sucursal,
        f.nombre,
        f.fecha,
        f.fechaVenta,
        f.descripcionEstatus,
      ]),
    });
    expect(res.statusCode).toBe(200);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    const primera = filas[0]!;
    const celda = hoja.getCell('D2');
    expect(celda.value).toBeInstanceOf(Date);
    expect((celda.value as Date).toISOString().slice(0, 16)).toBe(
      horaLocal(new Date(primera.fecha)).toISOString().slice(0, 16),
    );
    expect(celda.numFmt).toBe('dd/mm/yyyy hh:mm AM/PM');
    expect(String(celda.value)).not.toContain(primera.fecha);
    const vendida = filas.findIndex((f) => f.fechaVenta);
    expect(vendida).toBeGreaterThanOrEqual(0);
    const venta = hoja.getCell(`E${vendida + 2}`).value as Date;
    expect(venta.toISOString().slice(0, 16)).toBe(
      horaLocal(new Date(filas[vendida]!.fechaVenta!)).toISOString().slice(0, 16),
    );
  });
});
