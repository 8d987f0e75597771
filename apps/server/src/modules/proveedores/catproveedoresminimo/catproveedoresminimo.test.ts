import { messages } from '@farmasi/contracts';
import type { ArticuloMinimo, SucursalMinimo } from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { existenciasMinimasMarcaMessages as mm } from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { existenciasMinimasMessages as m } from '@farmasi/contracts/proveedores/existencias-minimas';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, existenciasMinimas as em } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const LISTA = '/proveedores/consultaexistenciaminima';
const SUCURSALES = '/proveedores/catsucursalesexistenciasminimas';
const GUARDAR = '/proveedores/existenciaMinimaGuardar/';

const articulos = async (idMarca: number) =>
  (await admin.get(`${LISTA}/${idMarca}`)).json().data as ArticuloMinimo[];
const sucursales = async (codArticulo: number) =>
  (await admin.get(`${SUCURSALES}/${codArticulo}`)).json().data as SucursalMinimo[];
const guardado = async (codArticulo: number, codSucursal: number) =>
  (
    await db
      .select()
      .from(em)
      .where(and(eq(em.codArticuloFarmasi, codArticulo), eq(em.codSucursal, codSucursal)))
  )[0];
const contar = async () =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from existencias_minimas`))[0]!.n;
const propias = async () =>
  rowsOf<{ cod: number }>(
    db,
    sql`select cod_sucursal as cod from cat_sucursales where activo and id_empresa = 1 and propia = 1 order by 1`,
  );
const licenciataria = async () =>
  (
    await rowsOf<{ cod: number }>(
      db,
      sql`select cod_sucursal as cod from cat_sucursales where propia = 0 limit 1`,
    )
  )[0]!.cod;

describe('permissions', () => {
  const llamadas = [
    { method: 'GET', url: `${LISTA}/1` },
    { method: 'GET', url: `${SUCURSALES}/1` },
    { method: 'POST', url: GUARDAR, payload: [{ codArticulo: 1, codSucursal: 1, existenciaMinima: 5 }] },
  ] as const;

  it('answers 401 to every call without a token', async () => {
    for (const c of llamadas)
      expect((await app.inject({ ...c, url: `/admin/api${c.url}` })).statusCode).toBe(401);
  });

  it('answers 403 to every call (and to the brand list) for consulta, who holds no screen', async () => {
    const consulta = await signIn(app, 'consulta');
    const antes = await contar();
    for (const res of [
      await consulta.get(`${LISTA}/1`),
      await consulta.get(`${SUCURSALES}/1`),
      await consulta.post(GUARDAR, llamadas[2].payload),
      await consulta.get('/catalogos/marcas'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
    }
    expect(await contar()).toBe(antes);
  });
});

describe('bad input answers 400 with a Spanish message', () => {
  it('refuses a brand or an article that is not a positive number', async () => {
    for (const [url, mensaje] of [
      [`${LISTA}/abc`, mm.marcaInvalida],
      [`${LISTA}/0`, mm.marcaInvalida],
      [`${LISTA}/99999999999`, mm.marcaInvalida],
      [`${SUCURSALES}/x`, m.articuloInvalido],
      [`${SUCURSALES}/-3`, m.articuloInvalido],
    ] as const) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
  });

  it('refuses a minimum over 2 digits, negative, a text or a decimal, and a body that is not a list', async () => {
    const antes = await contar();
    const fila = { codArticulo: 1, codSucursal: 1 };
    for (const [body, mensaje] of [
      [[{ ...fila, existenciaMinima: 100 }], m.minimoInvalido(99)],
      [[{ ...fila, existenciaMinima: -1 }], m.minimoInvalido(99)],
      [[{ ...fila, existenciaMinima: '5' }], m.minimoInvalido(99)],
      [[{ ...fila, existenciaMinima: 1.5 }], m.minimoInvalido(99)],
      [[{ ...fila, codSucursal: 0, existenciaMinima: 5 }], m.sucursalInvalida],
      [[{ ...fila, codArticulo: 0, existenciaMinima: 5 }], m.articuloInvalido],
      [{ codSucursal: 1 }, m.listaInvalida],
    ] as const) {
      const res = await admin.post(GUARDAR, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
    expect(await contar()).toBe(antes);
  });
});

describe('articles of a brand and their branches', () => {
  it('lists the brand articles in Spanish order with cost, price and the branches left at 0', async () => {
    const nProp = (await propias()).length;
    const todas = (await Promise.all([1, 2, 3, 4].map(articulos))).flat();
    expect(todas.length).toBeGreaterThan(20);
    // Demo: most articles have some branch at 0 (red), the first ones none.
    expect(todas.some((a) => a.existenciaMinimaCero > 0)).toBe(true);
    expect(todas.some((a) => a.existenciaMinimaCero === 0)).toBe(true);
    const lista = await articulos(1);
    const nombres = lista.map((a) => a.descripcion);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')));
    for (const a of lista.slice(0, 5)) {
      expect(a.costo).toBeGreaterThan(0);
      expect(a.precioPublico).toBeGreaterThan(a.costo);
      const porSucursal = await sucursales(a.codArticulo);
      expect(porSucursal).toHaveLength(nProp);
      expect(a.existenciaMinimaCero).toBe(porSucursal.filter((s) => s.existenciaMinima === 0).length);
    }
  });

  it("takes the cost and price of the brand's default supplier", async () => {
    const [a] = await articulos(1);
    const [esperado] = await rowsOf<{ costo: number; precio: number }>(
      db,
      sql`select c.costo::float8 as costo, c.precio_publico::float8 as precio
            from cat_articulos_proveedores_costos_enc c join cat_proveedores_marcas_det d using (id_cat_proveedores_marcas_det)
           where c.cod_articulo_farmasi = ${a!.codArticulo} and d.id_cat_proveedores_marcas_enc = 1
           order by d.dias_inventario_default desc, c.precio_global desc, c.id_cat_articulos_proveedores_costos_enc limit 1`,
    );
    expect({ costo: a!.costo, precio: a!.precioPublico }).toEqual(esperado);
  });

  it('refuses an unknown or inactive brand and an unknown article (value false, list empty)', async () => {
    for (const url of [`${LISTA}/999999`, `${SUCURSALES}/999999`]) {
      const body = (await admin.get(url)).json();
      expect(body.value).toBe(false);
      expect([mm.marcaNoExiste, m.articuloNoExiste(999999)]).toContain(body.message);
    }
    await db.execute(
      sql`update cat_proveedores_marcas_enc set activo = false where id_cat_proveedores_marcas_enc = 2`,
    );
    expect((await admin.get(`${LISTA}/2`)).json().message).toBe(mm.marcaNoExiste);
    await db.execute(
      sql`update cat_proveedores_marcas_enc set activo = true where id_cat_proveedores_marcas_enc = 2`,
    );
  });

  it('lists every own active branch (never a licensee), 0 where nothing is set', async () => {
    const [a] = await articulos(3);
    const filas = await sucursales(a!.codArticulo);
    const codigos = (await propias()).map((p) => p.cod);
    expect(filas.map((f) => f.codSucursal).sort((x, y) => x - y)).toEqual(codigos);
    expect(filas.every((f) => f.codArticulo === a!.codArticulo)).toBe(true);
    for (const f of filas.slice(0, 6))
      expect(f.existenciaMinima).toBe((await guardado(a!.codArticulo, f.codSucursal))?.existenciaMinima ?? 0);
  });
});

describe('existenciaMinimaGuardar', () => {
  it("refuses an empty list with the spec's message", async () => {
    expect((await admin.post(GUARDAR, [])).json()).toMatchObject({ value: false, message: m.sinCambios });
  });

  it('saves the modified branches in one go, keeps Demanda individual, audits, and the red count follows', async () => {
    const [a] = (await articulos(2)).filter((x) => x.existenciaMinimaCero > 0);
    const filas = await sucursales(a!.codArticulo);
    const ceros = filas.filter((f) => f.existenciaMinima === 0);
    const otra = filas.find((f) => f.existenciaMinima > 0)!;
    await db
      .update(em)
      .set({ demandaIndividual: 1 })
      .where(and(eq(em.codArticuloFarmasi, a!.codArticulo), eq(em.codSucursal, otra.codSucursal)));
    const body = [
      ...ceros.map((f) => ({ codArticulo: a!.codArticulo, codSucursal: f.codSucursal, existenciaMinima: 7 })),
      { codArticulo: a!.codArticulo, codSucursal: otra.codSucursal, existenciaMinima: 99 },
    ];
    const res = (await admin.post(GUARDAR, body)).json();
    expect(res).toMatchObject({ value: true, message: m.guardados, data: { guardados: body.length } });
    expect(await guardado(a!.codArticulo, otra.codSucursal)).toMatchObject({
      existenciaMinima: 99,
      demandaIndividual: 1,
    });
    for (const f of ceros) expect((await guardado(a!.codArticulo, f.codSucursal))?.existenciaMinima).toBe(7);
    expect((await articulos(2)).find((x) => x.codArticulo === a!.codArticulo)?.existenciaMinimaCero).toBe(0);
    const [auditado] = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'existencias_minimas'), eq(auditoria.clave, String(a!.codArticulo))));
    expect(auditado?.despues).toMatchObject({ [otra.codSucursal]: 99 });
    // Saving the same values again writes nothing.
    expect((await admin.post(GUARDAR, body)).json().data).toEqual({ guardados: 0 });
  });

  it('refuses the whole list for a licensee branch, an unknown article or a repeated pair', async () => {
    const [a] = await articulos(4);
    const [p1, p2] = await propias();
    const lic = await licenciataria();
    const antes = await contar();
    const previo = (await guardado(a!.codArticulo, p1!.cod))?.existenciaMinima;
    for (const [body, mensaje] of [
      [
        [
          { codArticulo: a!.codArticulo, codSucursal: p1!.cod, existenciaMinima: 3 },
          { codArticulo: a!.codArticulo, codSucursal: lic, existenciaMinima: 3 },
        ],
        m.sucursalNoExiste(lic),
      ],
      [[{ codArticulo: 999999, codSucursal: p1!.cod, existenciaMinima: 3 }], m.articuloNoExiste(999999)],
      [
        [
          { codArticulo: a!.codArticulo, codSucursal: p2!.cod, existenciaMinima: 3 },
          { codArticulo: a!.codArticulo, codSucursal: p2!.cod, existenciaMinima: 4 },
        ],
        m.repetida(p2!.cod, a!.codArticulo),
      ],
    ] as const) {
      expect((await admin.post(GUARDAR, body)).json()).toMatchObject({ value: false, message: mensaje });
    }
    expect(await contar()).toBe(antes);
    expect((await guardado(a!.codArticulo, p1!.cod))?.existenciaMinima).toBe(previo);
  });

  it('takes the PascalCase field names of the original clients', async () => {
    const [a] = await articulos(5);
    const [p] = await propias();
    const res = (
      await admin.post(GUARDAR, [{ CodArticulo: a!.codArticulo, CodSucursal: p!.cod, ExistenciaMinima: 42 }])
    ).json();
    expect(res.value).toBe(true);
    expect((await guardado(a!.codArticulo, p!.cod))?.existenciaMinima).toBe(42);
  });
});
