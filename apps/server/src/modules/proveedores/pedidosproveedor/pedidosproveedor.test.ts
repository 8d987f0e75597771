import { messages } from '@farmasi/contracts';
import { documentosMessages as dm } from '@farmasi/contracts/proveedores/facturasenrevision';
import type { Pedido } from '@farmasi/contracts/proveedores/pedidosproveedor';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { XLSX_TYPE } from '../../../platform/exportar.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const ESTATUS = '/proveedoresPedido/ObtenerEstatus/';
const CONSULTA = '/proveedoresPedido/ProveedorPedidosCon/';
const HOY = hoy();
const MES = sumarDias(HOY, -31);
const ANIO = sumarDias(HOY, -400);

type Respuesta = { pedidos: Pedido[]; totalRegistros: number };
const consultar = async (body: Record<string, unknown>) => {
  const res = await admin.post(CONSULTA, { fechaInicio: MES, fechaFin: HOY, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { value: boolean; message: string; data: Respuesta };
};
const datos = async (body: Record<string, unknown>) => {
  const r = await consultar(body);
  expect(r.value, r.message).toBe(true);
  return r.data;
};

/** The seeded orders with their total computed here from the lines (numeric, rounded per tax). */
const todos = await rowsOf<{
  id: number;
  folio: number;
  sucursal: number;
  marca: number;
  estatus: string;
  dia: string;
  total: string;
}>(
  db,
  sql`select p.id_pedido_proveedor_enc as id, p.folio_pedido_proveedor as folio, p.cod_sucursal as sucursal,
             d.id_cat_proveedores_marcas_enc as marca, p.estatus,
             to_char(p.fecha_pedido at time zone 'America/Mexico_City', 'YYYY-MM-DD') as dia,
             (select round(sum(x.cantidad * x.costo), 2) + round(sum(x.cantidad * x.costo * x.tasa_iva), 2)
                from pedidos_proveedor_det x where x.id_pedido_proveedor_enc = p.id_pedido_proveedor_enc)::text as total
        from pedidos_proveedor_enc p join cat_proveedores_marcas_det d using (id_cat_proveedores_marcas_det)`,
);
const delMes = todos.filter((p) => p.dia >= MES && p.dia <= HOY);

describe('permissions and validation', () => {
  it('answers 401 without a token and 403 to a user without the screen, on every call', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const [method, url] of [
      ['GET', ESTATUS],
      ['POST', CONSULTA],
      ['POST', `${CONSULTA}excel`],
    ] as const) {
      const body = method === 'POST' ? { fechaInicio: MES, fechaFin: HOY } : undefined;
      const sinToken = await app.inject({ method, url: `/admin/api${url}`, payload: body });
      expect(sinToken.statusCode, url).toBe(401);
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers 400 in Spanish for a folio over 9 digits, a bad branch, brand, status or date', async () => {
    for (const [body, texto] of [
      [{ folioPedidoProveedor: 1_000_000_000 }, dm.folioInvalido],
      [{ folioPedidoProveedor: 1.5 }, dm.folioInvalido],
      [{ codSucursal: -1 }, dm.sucursalInvalida],
      [{ idCatProveedoresMarcasEnc: -1 }, dm.marcaInvalida],
      [{ estatus: 'R-' }, dm.estatusInvalido],
      [{ fechaFin: '2026-13-01' }, dm.fechaInvalida],
    ] as const) {
      const res = await admin.post(CONSULTA, { fechaInicio: MES, fechaFin: HOY, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(texto);
    }
  });

  it('refuses De after A with value false and the message', async () => {
    expect(await consultar({ fechaInicio: HOY, fechaFin: MES })).toEqual({
      value: false,
      message: dm.fechaInicialMayor,
      data: null,
    });
  });
});

describe('proveedoresPedido/ObtenerEstatus', () => {
  it('lists the order statuses with their labels, in order', async () => {
    expect((await admin.get(ESTATUS)).json().data).toEqual([
      { estatus: 'ER', descripcion: 'En revisión' },
      { estatus: 'S', descripcion: 'Surtido' },
      { estatus: 'P', descripcion: 'Pagado' },
      { estatus: 'RE', descripcion: 'Rechazado' },
    ]);
  });
});

describe('ProveedorPedidosCon', () => {
  it('by default lists the relevant orders (ER, S) of the range, newest first, with their total', async () => {
    const { pedidos, totalRegistros } = await datos({});
    expect(totalRegistros).toBe(delMes.filter((p) => ['ER', 'S'].includes(p.estatus)).length);
    expect(totalRegistros).toBeGreaterThan(20);
    expect(pedidos.every((p) => ['ER', 'S'].includes(p.estatus))).toBe(true);
    const fechas = pedidos.map((p) => p.fechaPedido);
    expect(fechas).toEqual([...fechas].sort().reverse());
    for (const p of pedidos) {
      const visto = todos.find((t) => t.id === p.idPedidoProveedorEnc)!;
      expect(p.importe).toBe(Number(visto.total));
      expect(p.ticket).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(Object.keys(pedidos[0]!).sort()).toEqual(
      [
        'codSucursal',
        'estatus',
        'estatusDescripcion',
        'fechaPedido',
        'folioPedidoProveedor',
        'idCatProveedoresMarcasEnc',
        'idPedidoProveedorEnc',
        'importe',
        'marca',
        'proveedor',
        'sucursal',
        'ticket',
      ].sort(),
    );
  });

  it('filters by folio, branch, brand and status, and pages with the same total', async () => {
    const uno = delMes[0]!;
    const porFolio = await datos({ folioPedidoProveedor: uno.folio, estatus: '' });
    expect(porFolio.pedidos.map((p) => p.idPedidoProveedorEnc)).toEqual([uno.id]);

    const porSucursal = await datos({ codSucursal: uno.sucursal, fechaInicio: ANIO, estatus: '' });
    expect(porSucursal.totalRegistros).toBe(todos.filter((p) => p.sucursal === uno.sucursal).length);
    expect(new Set(porSucursal.pedidos.map((p) => p.codSucursal))).toEqual(new Set([uno.sucursal]));

    const ambos = await datos({
      codSucursal: uno.sucursal,
      idCatProveedoresMarcasEnc: uno.marca,
      fechaInicio: ANIO,
      estatus: '',
    });
    expect(ambos.totalRegistros).toBe(
      todos.filter((p) => p.sucursal === uno.sucursal && p.marca === uno.marca).length,
    );

    const rechazados = await datos({ estatus: 'RE', fechaInicio: ANIO, tamanoPagina: 200 });
    expect(rechazados.totalRegistros).toBe(todos.filter((p) => p.estatus === 'RE').length);
    expect(rechazados.pedidos.every((p) => p.estatusDescripcion === 'Rechazado')).toBe(true);

    const p1 = await datos({ fechaInicio: ANIO, estatus: '', tamanoPagina: 7 });
    const p2 = await datos({ fechaInicio: ANIO, estatus: '', tamanoPagina: 7, pagina: 2 });
    expect(p1.totalRegistros).toBe(todos.length);
    expect(p2.totalRegistros).toBe(todos.length);
    const ids = new Set(p1.pedidos.map((p) => p.idPedidoProveedorEnc));
    expect(p2.pedidos.filter((p) => ids.has(p.idPedidoProveedorEnc))).toEqual([]);
  });

  it('holds orders of many own branches and several brands over the last year', () => {
    expect(new Set(todos.map((p) => p.sucursal)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(todos.map((p) => p.marca)).size).toBeGreaterThanOrEqual(5);
    expect(todos.some((p) => p.dia < sumarDias(HOY, -300))).toBe(true);
  });

  it('takes the spec’s purchase-order query payload (PascalCase)', async () => {
    const r = await admin.post(CONSULTA, {
      FolioPedidoProveedor: 0,
      CodSucursal: 0,
      IdCatProveedoresMarcasEnc: 0,
      FechaInicio: MES,
      FechaFin: HOY,
      Estatus: 'RL',
    });
    expect(r.json().value).toBe(true);
    expect(r.json().data.totalRegistros).toBe((await datos({})).totalRegistros);
  });
});

describe('Exportar a Excel', () => {
  it('streams every filtered order with the screen’s columns', async () => {
    const filtros = { fechaInicio: ANIO, fechaFin: HOY, estatus: '', tamanoPagina: 3 };
    const { pedidos } = await datos(filtros);
    const res = await admin.post(`${CONSULTA}excel`, filtros);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const filas: unknown[][] = [];
    libro.worksheets[0]?.eachRow((row) => filas.push((row.values as unknown[]).slice(1)));
    expect(filas[0]).toEqual(['Fecha', 'Folio', 'Sucursal', 'Importe', 'Marca', 'Proveedor', 'Estatus']);
    expect(filas).toHaveLength(todos.length + 1);
    expect(filas.slice(1, 4).map((f) => [f[1], f[3]])).toEqual(
      pedidos.map((p) => [p.folioPedidoProveedor, p.importe]),
    );
  });
});
