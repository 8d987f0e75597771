import { excluirArticulosMessages as m } from '@farmasi/contracts/proveedores/excluirarticulos';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { auditoria, catSucursales } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { articulosExcluidosSucursal as x } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const GUARDAR = '/proveedores/excluirarticulos-guardardatos/';
const [par] = await rowsOf<{ prov: number; marca: number; det: number }>(
  db,
  sql`select md.cod_proveedor as prov, md.id_cat_proveedores_marcas_enc as marca, md.id_cat_proveedores_marcas_det as det
        from cat_proveedores_marcas_det md
       where exists (select 1 from articulos_excluidos_sucursal x where x.id_cat_proveedores_marcas_det = md.id_cat_proveedores_marcas_det)
       order by md.id_cat_proveedores_marcas_det limit 1`,
);
const { prov: PROV, marca: MARCA, det: DET } = par!;
type Sucursal = { codSucursal: number; sucursal: string; excluir: boolean };
const articulos = async () =>
  (await admin.get(`/proveedores/excluirarticulos-consultararticulos/${PROV}/${MARCA}`)).json().data as {
    codArticulo: number;
    sucursalesExcluidas: number;
  }[];
const sucursales = async (cod: number) =>
  (await admin.get(`/proveedores/excluirarticulos-consultarsucursales/${PROV}/${MARCA}/${cod}`)).json()
    .data as Sucursal[];
const enBase = async (cod: number) =>
  (
    await db
      .select({ suc: x.codSucursal })
      .from(x)
      .where(and(eq(x.idCatProveedoresMarcasDet, DET), eq(x.codArticuloFarmasi, cod)))
  )
    .map((r) => r.suc)
    .sort((a, b) => a - b);
const cambio = (codArticulo: number, codSucursal: number, excluir: boolean) => ({
  idCatProveedoresMarcas: DET,
  codArticulo,
  codSucursal,
  excluir,
});
const auditadas = async () =>
  (await db.select().from(auditoria).where(eq(auditoria.tabla, 'articulos_excluidos_sucursal'))).length;

describe('guardardatos: the rules (002 §4, §5)', () => {
  it("refuses an empty list with the spec's 'No existe información modificada por guardar'", async () => {
    expect((await admin.post(GUARDAR, [])).json()).toEqual({
      value: false,
      message: m.sinCambios,
      data: null,
    });
  });

  it('refuses a branch twice, an article of another brand supplier and a branch outside the chain; saves nothing', async () => {
    const [a] = await articulos();
    const [s1, s2] = (await sucursales(a!.codArticulo)).filter((s) => !s.excluir);
    const antes = await enBase(a!.codArticulo);
    const repetida = [
      cambio(a!.codArticulo, s1!.codSucursal, true),
      cambio(a!.codArticulo, s1!.codSucursal, false),
    ];
    expect((await admin.post(GUARDAR, repetida)).json()).toMatchObject({ value: false, message: m.repetida });
    const [ajeno] = await rowsOf<{ cod: number }>(
      db,
      sql`select cod_articulo_farmasi as cod from cat_articulos
           where cod_articulo_farmasi not in (select cod_articulo_farmasi from cat_articulos_proveedores_costos_enc
                                               where id_cat_proveedores_marcas_det = ${DET}) limit 1`,
    );
    const conAjeno = [
      cambio(a!.codArticulo, s1!.codSucursal, true),
      cambio(ajeno!.cod, s2!.codSucursal, true),
    ];
    expect((await admin.post(GUARDAR, conAjeno)).json()).toMatchObject({
      value: false,
      message: m.articuloDeOtro,
    });
    const [mayoreo] = await db
      .select({ cod: catSucursales.codSucursal })
      .from(catSucursales)
      .where(eq(catSucursales.idEmpresa, 2))
      .limit(1);
    const fuera = mayoreo?.cod ?? 999_999;
    const conFuera = [cambio(a!.codArticulo, s1!.codSucursal, true), cambio(a!.codArticulo, fuera, true)];
    expect((await admin.post(GUARDAR, conFuera)).json()).toEqual({
      value: false,
      message: m.sucursalNoExiste(fuera),
      data: null,
    });
    expect(await enBase(a!.codArticulo)).toEqual(antes);
  });
});

describe('guardardatos: what is saved', () => {
  it('excludes and includes only the rows sent, counts what changed, and audits each change', async () => {
    const a = (await articulos()).find((f) => f.sucursalesExcluidas > 0)!;
    const filas = await sucursales(a.codArticulo);
    const excluida = filas.find((s) => s.excluir)!;
    const [nueva1, nueva2] = filas.filter((s) => !s.excluir);
    const antes = await enBase(a.codArticulo);
    const auditAntes = await auditadas();

    const res = await admin.post(GUARDAR, [
      cambio(a.codArticulo, nueva1!.codSucursal, true),
      cambio(a.codArticulo, nueva2!.codSucursal, true),
      cambio(a.codArticulo, excluida.codSucursal, false),
    ]);
    expect(res.json()).toEqual({ value: true, message: m.guardados, data: { guardados: 3 } });
    const esperadas = [
      ...antes.filter((c) => c !== excluida.codSucursal),
      nueva1!.codSucursal,
      nueva2!.codSucursal,
    ];
    expect(await enBase(a.codArticulo)).toEqual(esperadas.sort((p, q) => p - q));
    expect(await auditadas()).toBe(auditAntes + 3);
    const [borrado] = await db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.tabla, 'articulos_excluidos_sucursal'),
          eq(auditoria.clave, `${DET}/${a.codArticulo}/${excluida.codSucursal}`),
        ),
      );
    expect(borrado).toMatchObject({ antes: expect.objectContaining({ codSucursal: excluida.codSucursal }) });
    expect(borrado!.despues).toBeNull();

    // The list answers the new state; the article's count follows.
    const ahora = await sucursales(a.codArticulo);
    expect(
      ahora
        .filter((s) => s.excluir)
        .map((s) => s.codSucursal)
        .sort((p, q) => p - q),
    ).toEqual(await enBase(a.codArticulo));
    expect((await articulos()).find((f) => f.codArticulo === a.codArticulo)!.sucursalesExcluidas).toBe(
      esperadas.length,
    );
  });

  it("leaves alone a row already as asked (another user saved it) and takes the spec's PascalCase names", async () => {
    const a = (await articulos())[1]!;
    const libre = (await sucursales(a.codArticulo)).find((s) => !s.excluir)!;
    const fila = {
      IdCatProveedoresMarcas: DET,
      CodArticulo: a.codArticulo,
      CodSucursal: libre.codSucursal,
      Excluir: true,
      Sucursal: libre.sucursal,
    };
    expect((await admin.post(GUARDAR, [fila])).json()).toMatchObject({ value: true, data: { guardados: 1 } });
    const auditAntes = await auditadas();
    expect((await admin.post(GUARDAR, [fila])).json()).toMatchObject({ value: true, data: { guardados: 0 } });
    expect(await auditadas()).toBe(auditAntes);
    const quitar = [{ ...fila, Excluir: false }];
    expect((await admin.post(GUARDAR, quitar)).json()).toMatchObject({ value: true, data: { guardados: 1 } });
    expect((await admin.post(GUARDAR, quitar)).json()).toMatchObject({ value: true, data: { guardados: 0 } });
    expect(await enBase(a.codArticulo)).not.toContain(libre.codSucursal);
  });
});
