import { messages } from '@farmasi/contracts';
import { documentosMessages as dm, type Factura } from '@farmasi/contracts/proveedores/facturasenrevision';
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

const ESTATUS = '/Facturas/ObtenerEstatus/';
const CONSULTA = '/Facturas/ProveedoresFacturasCon/';
const HOY = hoy();
const MES = sumarDias(HOY, -31);
const ANIO = sumarDias(HOY, -400);

type Respuesta = { facturas: Factura[]; totalRegistros: number };
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

/** Every invoice of the seeded data, with its brand, for comparing with what the server answers. */
const todas = await rowsOf<{
  id: number;
  folio: number;
  marca: number;
  estatus: string;
  subida: string;
  factura: string;
}>(
  db,
  sql`select f.id_facturas_proveedores as id, f.folio_factura as folio, d.id_cat_proveedores_marcas_enc as marca,
             f.estatus, to_char(f.fecha_subida at time zone 'America/Mexico_City', 'YYYY-MM-DD') as subida,
             to_char(f.fecha_factura, 'YYYY-MM-DD') as factura
        from facturas_proveedores f join cat_proveedores_marcas_det d using (id_cat_proveedores_marcas_det)`,
);

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

  it('answers 400 in Spanish for a folio of 10 digits, a bad date type, status or date', async () => {
    for (const [body, texto] of [
      [{ folioFactura: 1_234_567_890 }, dm.folioInvalido],
      [{ folioFactura: -1 }, dm.folioInvalido],
      [{ fechaSelect: 3 }, dm.tipoFechaInvalido],
      [{ estatus: 'xyz' }, 'Admite como máximo 2 caracteres.'],
      [{ estatus: 'r1' }, dm.estatusInvalido],
      [{ fechaInicio: '2026-02-30' }, dm.fechaInvalida],
      [{ idCatProveedoresMarcasEnc: -2 }, dm.marcaInvalida],
    ] as const) {
      const res = await admin.post(CONSULTA, { fechaInicio: MES, fechaFin: HOY, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(texto);
      expect(res.json().message).toMatch(/^Datos inválidos/);
    }
    const sinFechas = await admin.post(CONSULTA, {});
    expect(sinFechas.statusCode).toBe(400);
    expect(sinFechas.json().message).toContain('fechaInicio');
  });

  it('refuses De after A with value false and the message', async () => {
    const r = await consultar({ fechaInicio: HOY, fechaFin: MES });
    expect(r).toEqual({ value: false, message: dm.fechaInicialMayor, data: null });
  });
});

describe('Facturas/ObtenerEstatus', () => {
  it('lists the invoice statuses with their labels, in order', async () => {
    const res = await admin.get(ESTATUS);
    expect(res.json().value).toBe(true);
    expect(res.json().data).toEqual([
      { estatus: 'S', descripcion: 'Subida' },
      { estatus: 'ER', descripcion: 'En revisión' },
      { estatus: 'PP', descripcion: 'Proceso de pago' },
      { estatus: 'P', descripcion: 'Pagada' },
    ]);
  });
});

describe('ProveedoresFacturasCon', () => {
  it('by default lists the relevant invoices uploaded in the range, newest first, with every field', async () => {
    const { facturas, totalRegistros } = await datos({});
    const esperadas = todas.filter(
      (f) => f.subida >= MES && f.subida <= HOY && ['S', 'ER', 'PP'].includes(f.estatus),
    );
    expect(totalRegistros).toBe(esperadas.length);
    expect(totalRegistros).toBeGreaterThan(20);
    expect(facturas).toHaveLength(Math.min(50, totalRegistros));
    const fechas = facturas.map((f) => f.fechaSubida);
    expect(fechas).toEqual([...fechas].sort().reverse());
    const f = facturas[0]!;
    expect(Object.keys(f).sort()).toEqual(
      [
        'codProveedor',
        'estatus',
        'estatusDescripcion',
        'fechaFactura',
        'fechaPago',
        'fechaSubida',
        'folioFactura',
        'idCatProveedoresMarcasEnc',
        'idFacturasProveedores',
        'importe',
        'marca',
        'proveedor',
        'serie',
      ].sort(),
    );
    expect(f.fechaFactura).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // No payment started: no payment date (the payment screen's seed may have started some).
    for (const x of facturas.filter((y) => ['S', 'ER'].includes(y.estatus)))
      expect(x.fechaPago).toBe('1900-01-01');
    expect(typeof f.importe).toBe('number');
    expect(f.marca).not.toBe('');
    expect(f.proveedor).not.toBe('');
  });

  it('pages on the server with the same total', async () => {
    const primera = await datos({ tamanoPagina: 10, fechaInicio: ANIO });
    const segunda = await datos({ tamanoPagina: 10, pagina: 2, fechaInicio: ANIO });
    expect(segunda.totalRegistros).toBe(primera.totalRegistros);
    const ids = new Set(primera.facturas.map((f) => f.idFacturasProveedores));
    expect(segunda.facturas.some((f) => ids.has(f.idFacturasProveedores))).toBe(false);
    const lejos = await datos({ pagina: 10_000, fechaInicio: ANIO });
    expect(lejos).toEqual({ facturas: [], totalRegistros: primera.totalRegistros });
  });

  it('filters by folio, brand, status (RL, every one, one) and by either date', async () => {
    const una = todas.find((f) => f.estatus === 'ER' && f.subida >= MES)!;
    const porFolio = await datos({ folioFactura: una.folio, estatus: '' });
    expect(porFolio.facturas.map((f) => f.folioFactura)).toEqual(
      Array(porFolio.totalRegistros).fill(una.folio),
    );
    expect(porFolio.facturas.some((f) => f.idFacturasProveedores === una.id)).toBe(true);

    const porMarca = await datos({ idCatProveedoresMarcasEnc: una.marca, fechaInicio: ANIO, estatus: '' });
    expect(porMarca.totalRegistros).toBe(todas.filter((f) => f.marca === una.marca).length);
    expect(new Set(porMarca.facturas.map((f) => f.idCatProveedoresMarcasEnc))).toEqual(new Set([una.marca]));

    const soloS = await datos({ estatus: 'S', fechaInicio: ANIO, tamanoPagina: 200 });
    expect(soloS.totalRegistros).toBe(todas.filter((f) => f.estatus === 'S').length);
    expect(soloS.facturas.every((f) => f.estatus === 'S' && f.estatusDescripcion === 'Subida')).toBe(true);
    expect((await datos({ estatus: 'ZZ', fechaInicio: ANIO })).totalRegistros).toBe(0);

    const porFactura = await datos({
      fechaSelect: 2,
      fechaInicio: MES,
      fechaFin: sumarDias(HOY, -8),
      estatus: '',
    });
    const esperadas = todas.filter((f) => f.factura >= MES && f.factura <= sumarDias(HOY, -8));
    expect(porFactura.totalRegistros).toBe(esperadas.length);
    const dias = porFactura.facturas.map((f) => f.fechaFactura);
    expect(dias).toEqual([...dias].sort().reverse());
  });

  it('counts a paid invoice only under Todos or its status, with its payment date', async () => {
    const [pagada] = await rowsOf<{ id: number; folio: number }>(
      db,
      sql`select id_facturas_proveedores as id, folio_factura as folio from facturas_proveedores
           where estatus = 'ER' order by fecha_subida desc limit 1`,
    );
    await db.transaction(async (tx) => {
      const [pago] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into facturas_proveedores_pago_enc
              (id_cat_proveedores_marcas_det, fecha_pago, total_facturas, importe, estatus)
            select id_cat_proveedores_marcas_det, '2026-01-15T18:00:00Z', importe, importe, 'P'
              from facturas_proveedores where id_facturas_proveedores = ${pagada!.id}
            returning id_facturas_proveedores_pago_enc as id`,
      );
      await tx.execute(
        sql`update facturas_proveedores set estatus = 'P', id_facturas_proveedores_pago_enc = ${pago!.id}
             where id_facturas_proveedores = ${pagada!.id}`,
      );
    });
    const relevantes = await datos({ folioFactura: pagada!.folio, fechaInicio: ANIO });
    expect(relevantes.facturas.some((f) => f.idFacturasProveedores === pagada!.id)).toBe(false);
    const pagadas = await datos({ folioFactura: pagada!.folio, fechaInicio: ANIO, estatus: 'P' });
    const fila = pagadas.facturas.find((f) => f.idFacturasProveedores === pagada!.id)!;
    expect(fila).toMatchObject({ estatus: 'P', estatusDescripcion: 'Pagada' });
    expect(fila.fechaPago).toBe('2026-01-15T18:00:00.000Z');
  });

  it('takes the body in the spec’s spelling (PascalCase)', async () => {
    const r = await admin.post(CONSULTA, {
      FolioFactura: 0,
      IdCatProveedoresMarcasEnc: 0,
      Estatus: 'RL',
      FechaSelect: 1,
      FechaInicio: MES,
      FechaFin: HOY,
    });
    expect(r.json().value).toBe(true);
    expect(r.json().data.totalRegistros).toBe((await datos({})).totalRegistros);
  });
});

describe('Exportar a Excel', () => {
  it('streams every filtered invoice with the screen’s columns, past the page size', async () => {
    const filtros = { fechaInicio: ANIO, fechaFin: HOY, estatus: '', tamanoPagina: 5 };
    const { totalRegistros, facturas } = await datos(filtros);
    const res = await admin.post(`${CONSULTA}excel`, filtros);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const filas: unknown[][] = [];
    libro.worksheets[0]?.eachRow((row) => filas.push((row.values as unknown[]).slice(1)));
    expect(filas[0]).toEqual([
      'Fecha de carga',
      'Folio',
      'Serie',
      'Importe',
      'Marca',
      'Proveedor',
      'Fecha de factura',
      'Estatus factura',
    ]);
    expect(filas).toHaveLength(totalRegistros + 1);
    expect(filas.slice(1, 6).map((f) => f[1])).toEqual(facturas.map((f) => f.folioFactura));
    expect(filas[1]?.[3]).toBe(facturas[0]?.importe);
    const rango = await admin.post(`${CONSULTA}excel`, { fechaInicio: HOY, fechaFin: MES });
    expect(rango.json()).toEqual({ value: false, message: dm.fechaInicialMayor, data: null });
  });
});
