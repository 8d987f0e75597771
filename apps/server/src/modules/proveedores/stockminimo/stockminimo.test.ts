import { messages } from '@farmasi/contracts';
import { existenciasMinimasMessages as em } from '@farmasi/contracts/proveedores/existencias-minimas';
import {
  stockMinimoMessages as m,
  STOCK_MINIMO_URL,
  type StockMinimoFila,
} from '@farmasi/contracts/proveedores/stockminimo';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, existenciasMinimas as e } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { otorgarPantalla } from '../../../seed/demo.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const BUSCAR = '/proveedores/stockMinimoBuscar';
const GUARDAR = '/proveedores/stockMinimoGuardar/';
const COPIAR = '/proveedores/CopiarStockMinimoGuardar';

const buscar = async (body: object) => (await admin.post(BUSCAR, body)).json();
const filas = async (body: object) => (await buscar(body)).data as StockMinimoFila[];
const contar = async () =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from existencias_minimas`))[0]!.n;
const propias = async () =>
  await rowsOf<{ cod: number; sucursal: string }>(
    db,
    sql`select cod_sucursal as cod, sucursal from cat_sucursales where activo and id_empresa = 1 and propia = 1 order by 1`,
  );
const minimos = async (codSucursal: number) =>
  Object.fromEntries(
    (
      await rowsOf<{ a: number; minimo: number }>(
        db,
        sql`select cod_articulo_farmasi as a, existencia_minima as minimo from existencias_minimas
             where cod_sucursal = ${codSucursal} and existencia_minima > 0`,
      )
    ).map((r) => [r.a, r.minimo]),
  );
/** A demo article with minimums (it has a supplier cost) and its formula. */
const articuloConMinimos = async () =>
  (
    await rowsOf<{ cod: number; formula: number }>(
      db,
      sql`select a.cod_articulo_farmasi as cod, a.cod_formula as formula from cat_articulos a
           where exists (select 1 from existencias_minimas x where x.cod_articulo_farmasi = a.cod_articulo_farmasi)
           order by 1 limit 1`,
    )
  )[0]!;

describe('permissions', () => {
  const llamadas = [
    { method: 'POST', url: BUSCAR, payload: { codArticulo: 1, codFormula: 0 } },
    { method: 'POST', url: GUARDAR, payload: [{ codArticulo: 1, codSucursal: 1, existenciaMinima: 5 }] },
    { method: 'GET', url: `${COPIAR}/1/2` },
  ] as const;

  it('answers 401 to every call without a token', async () => {
    for (const c of llamadas)
      expect((await app.inject({ ...c, url: `/admin/api${c.url}` })).statusCode).toBe(401);
  });

  it('answers 403 to every call and to its shared searches for consulta, who holds no screen', async () => {
    const consulta = await signIn(app, 'consulta');
    const antes = await contar();
    for (const res of [
      await consulta.post(BUSCAR, llamadas[0].payload),
      await consulta.post(GUARDAR, llamadas[1].payload),
      await consulta.get(`${COPIAR}/1/2`),
      await consulta.get('/buscadores/buscar-formula/amox'),
      await consulta.post('/buscadores/buscar-productos-avanzado', { buscar: 'amox' }),
      await consulta.post('/catalogos/sucursalespropias', { buscar: '' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
    }
    expect(await contar()).toBe(antes);
  });
});

describe('bad input answers 400 with a Spanish message', () => {
  it('refuses a search with both or neither of product and formula, or not numbers', async () => {
    for (const [body, mensaje] of [
      [{ codArticulo: 0, codFormula: 0 }, m.unoDeLosDos],
      [{}, m.unoDeLosDos],
      [{ codArticulo: 3, codFormula: 4 }, m.unoDeLosDos],
      [{ codArticulo: -1, codFormula: 0 }, 'El producto no es válido.'],
      [{ codArticulo: 0, codFormula: 'x' }, 'La fórmula no es válida.'],
    ] as const) {
      const res = await admin.post(BUSCAR, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
  });

  it('refuses a minimum over 4 digits and a branch that is not a number in the copy', async () => {
    const res = await admin.post(GUARDAR, [{ codArticulo: 1, codSucursal: 1, existenciaMinima: 10000 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(em.minimoInvalido(9999));
    for (const url of [`${COPIAR}/x/2`, `${COPIAR}/1/-2`]) {
      const r = await admin.get(url);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toContain(m.sucursalInvalida);
    }
  });
});

describe('stockMinimoBuscar', () => {
  it('a product: its minimum and Demanda individual at every own active branch, in Spanish order', async () => {
    const { cod } = await articuloConMinimos();
    const lista = await filas({ codArticulo: cod, codFormula: 0 });
    expect(lista.map((f) => f.codSucursal).sort((a, b) => a - b)).toEqual(
      (await propias()).map((p) => p.cod),
    );
    const nombres = lista.map((f) => f.sucursal);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')));
    for (const f of lista) {
      expect(f.codArticulo).toBe(cod);
      const [fila] = await db
        .select()
        .from(e)
        .where(and(eq(e.codArticuloFarmasi, cod), eq(e.codSucursal, f.codSucursal)));
      expect(f.existenciaMinima).toBe(fila?.existenciaMinima ?? 0);
      expect(f.demandaIndividual).toBe(fila?.demandaIndividual ?? 0);
    }
    expect(lista[0]!.descripcionFormula).not.toBe('');
  });

  it("a formula: each of its active products at each branch, with the product's group", async () => {
    const { cod, formula } = await articuloConMinimos();
    await db.execute(
      sql`insert into cat_grupo_productos (cod_articulo_farmasi, cod_formula, grupo, articulo_principal)
          values (${cod}, ${formula}, 3, true) on conflict do nothing`,
    );
    const lista = await filas({ codArticulo: 0, codFormula: formula });
    const [{ n }] = (await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from cat_articulos where cod_formula = ${formula} and estatus = 'A'`,
    )) as [{ n: number }];
    expect(lista).toHaveLength(n * (await propias()).length);
    expect(lista.filter((f) => f.codArticulo === cod).every((f) => f.grupoProducto === 3)).toBe(true);
    expect(new Set(lista.map((f) => f.descripcionFormula)).size).toBe(1);
  });

  it('an unknown product or formula is refused (value false)', async () => {
    expect(await buscar({ codArticulo: 999999 })).toMatchObject({
      value: false,
      message: m.productoNoExiste(999999),
    });
    expect(await buscar({ codFormula: 999999 })).toMatchObject({
      value: false,
      message: m.formulaNoExiste(999999),
    });
  });
});

describe('stockMinimoGuardar', () => {
  it('saves 4-digit minimums of the modified rows; an empty list is the spec refusal', async () => {
    expect((await admin.post(GUARDAR, [])).json()).toMatchObject({ value: false, message: em.sinCambios });
    const { cod } = await articuloConMinimos();
    const [p1, p2] = await propias();
    const res = (
      await admin.post(GUARDAR, [
        { codArticulo: cod, codSucursal: p1!.cod, existenciaMinima: 9999 },
        { codArticulo: cod, codSucursal: p2!.cod, existenciaMinima: 0 },
      ])
    ).json();
    expect(res).toMatchObject({ value: true, message: em.guardados });
    const lista = await filas({ codArticulo: cod });
    expect(lista.find((f) => f.codSucursal === p1!.cod)?.existenciaMinima).toBe(9999);
    expect(lista.find((f) => f.codSucursal === p2!.cod)?.existenciaMinima).toBe(0);
  });
});

describe('CopiarStockMinimoGuardar', () => {
  it('checks destination, origin and that they differ, in that order, and own active branches', async () => {
    const [p1] = await propias();
    const [lic] = await rowsOf<{ cod: number }>(
      db,
      sql`select cod_sucursal as cod from cat_sucursales where propia = 0 limit 1`,
    );
    const antes = await contar();
    for (const [url, mensaje] of [
      [`${COPIAR}/0/0`, m.destinoRequerido],
      [`${COPIAR}/${p1!.cod}/0`, m.destinoRequerido],
      [`${COPIAR}/0/${p1!.cod}`, m.origenRequerido],
      [`${COPIAR}/${p1!.cod}/${p1!.cod}`, m.iguales],
      [`${COPIAR}/${lic!.cod}/${p1!.cod}`, em.sucursalNoExiste(lic!.cod)],
      [`${COPIAR}/${p1!.cod}/${lic!.cod}`, em.sucursalNoExiste(lic!.cod)],
    ] as const) {
      expect((await admin.get(url)).json(), url).toMatchObject({ value: false, message: mensaje });
    }
    expect(await contar()).toBe(antes);
  });

  it("makes the destination's minimums the origin's in one go, keeping its Demanda individual marks", async () => {
    const sucursales = await propias();
    const origen = sucursales[2]!;
    const destino = sucursales[3]!;
    // One article only the destination has: it goes to 0.
    const [solo] = await rowsOf<{ cod: number }>(
      db,
      sql`select cod_articulo_farmasi as cod from cat_articulos where cod_articulo_farmasi not in
            (select cod_articulo_farmasi from existencias_minimas) order by 1 limit 1`,
    );
    await db.insert(e).values({
      codArticuloFarmasi: solo!.cod,
      codSucursal: destino.cod,
      existenciaMinima: 8,
      demandaIndividual: 1,
    });
    const deOrigen = await minimos(origen.cod);
    const res = (await admin.get(`${COPIAR}/${origen.cod}/${destino.cod}`)).json();
    const n = Object.keys(deOrigen).length;
    expect(res).toMatchObject({
      value: true,
      message: m.copiados(n, origen.sucursal, destino.sucursal),
      data: { copiados: n },
    });
    expect(await minimos(destino.cod)).toEqual(deOrigen);
    const [quedo] = await db
      .select()
      .from(e)
      .where(and(eq(e.codArticuloFarmasi, solo!.cod), eq(e.codSucursal, destino.cod)));
    expect(quedo).toMatchObject({ existenciaMinima: 0, demandaIndividual: 1 });
    const [auditado] = await db
      .select()
      .from(auditoria)
      .where(eq(auditoria.clave, `sucursal ${destino.cod} (copia de ${origen.cod})`));
    expect(auditado?.despues).toEqual(deOrigen);
    expect(auditado?.antes).toMatchObject({ [solo!.cod]: 8 });
  });
});

describe('a user who holds only this screen', () => {
  it('may use its shared searches (formula, product, own branches) and no others', async () => {
    const consulta = await signIn(app, 'consulta');
    await otorgarPantalla(db, consulta.data.idUsuario, STOCK_MINIMO_URL);
    const conPantalla = await signIn(app, 'consulta');
    expect((await conPantalla.get('/buscadores/buscar-formula/amox')).statusCode).toBe(200);
    const productos = await conPantalla.post('/buscadores/buscar-productos-avanzado', { buscar: 'amox' });
    expect(productos.json().data.length).toBeGreaterThan(0);
    expect((await conPantalla.post('/catalogos/sucursalespropias', { buscar: '' })).statusCode).toBe(200);
    expect((await conPantalla.post(BUSCAR, { codFormula: 1 })).json().value).toBe(true);
    expect((await conPantalla.get('/buscadores/buscar-clientes/farma')).statusCode).toBe(403);
    expect((await conPantalla.get('/proveedores/consultaexistenciaminima/1')).statusCode).toBe(403);
  });
});
