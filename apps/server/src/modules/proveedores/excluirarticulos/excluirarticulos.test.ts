import { messages } from '@farmasi/contracts';
import {
  excluirArticulosPantalla,
  excluirArticulosMessages as m,
} from '@farmasi/contracts/proveedores/excluirarticulos';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catSucursales, empleados, webUsuarios } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { otorgarPantalla } from '../../../seed/demo.ts';
import { articulosExcluidosSucursal as x } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

const ARTICULOS = '/proveedores/excluirarticulos-consultararticulos';
const SUCURSALES = '/proveedores/excluirarticulos-consultarsucursales';
const GUARDAR = '/proveedores/excluirarticulos-guardardatos/';

/** A brand supplier with demo exclusions, and one of another supplier. */
const [par, otroPar] = await rowsOf<{ prov: number; marca: number; det: number }>(
  db,
  sql`select md.cod_proveedor as prov, md.id_cat_proveedores_marcas_enc as marca, md.id_cat_proveedores_marcas_det as det
        from cat_proveedores_marcas_det md
       where exists (select 1 from articulos_excluidos_sucursal x where x.id_cat_proveedores_marcas_det = md.id_cat_proveedores_marcas_det)
       order by md.id_cat_proveedores_marcas_det limit 2`,
);
const { prov: PROV, marca: MARCA, det: DET } = par!;
type Articulo = {
  codArticulo: number;
  descripcion: string;
  idCatProveedoresMarcas: number;
  sucursalesExcluidas: number;
};
type Sucursal = { codSucursal: number; sucursal: string; excluir: boolean; idCatProveedoresMarcas: number };
const articulos = async (prov = PROV, marca = MARCA) =>
  (await admin.get(`${ARTICULOS}/${prov}/${marca}`)).json().data as Articulo[];
const sucursales = async (cod: number) =>
  (await admin.get(`${SUCURSALES}/${PROV}/${MARCA}/${cod}`)).json().data as Sucursal[];
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

describe('permissions and validation', () => {
  it('answers 401 without a token and 403 to a user without the screen, on every call', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const [method, url] of [
      ['GET', `${ARTICULOS}/${PROV}/${MARCA}`],
      ['GET', `${SUCURSALES}/${PROV}/${MARCA}/1`],
      ['POST', GUARDAR],
      ['GET', '/catalogos/proveedores'],
      ['GET', `/proveedores/marcasproveedor/${PROV}`],
    ] as const) {
      const sinToken = await app.inject({
        method,
        url: `/admin/api${url}`,
        payload: method === 'POST' ? [] : undefined,
      });
      expect(sinToken.statusCode, url).toBe(401);
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, []);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers 400 with a Spanish message for a bad supplier, brand, article or row', async () => {
    for (const [url, mensaje] of [
      [`${ARTICULOS}/0/${MARCA}`, m.proveedorInvalido],
      [`${ARTICULOS}/${PROV}/x`, m.marcaInvalida],
      [`${SUCURSALES}/${PROV}/${MARCA}/-3`, m.articuloInvalido],
    ] as const) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ value: false, message: expect.stringContaining(mensaje) });
    }
    for (const [fila, mensaje] of [
      [{ ...cambio(1, 1, true), codSucursal: 0 }, m.sucursalInvalida],
      [{ ...cambio(1, 1, true), excluir: 'si' }, m.excluirInvalido],
      [{ ...cambio(1, 1, true), idCatProveedoresMarcas: 2 ** 31 }, m.marcaInvalida],
    ] as const) {
      const res = await admin.post(GUARDAR, [fila]);
      expect(res.statusCode, JSON.stringify(fila)).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
    const res = await admin.post(GUARDAR, { filas: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Datos inválidos/);
  });
});

describe("the supplier and brand selects (S25's calls, granted to this screen too)", () => {
  it('answers the supplier catalogue and the brands of a supplier to a user holding only this screen', async () => {
    const password = 'Solo#Excluir-2741';
    const [empleado] = await db
      .insert(empleados)
      .values({ nombre: 'Prueba', apellidoPaterno: 'Excluir', apellidoMaterno: 'Articulos' })
      .returning();
    const [user] = await db
      .insert(webUsuarios)
      .values({
        usuario: 'soloexcluir',
        passwordHash: await hashPassword(password),
        codEmpleado: empleado!.codEmpleado,
      })
      .returning();
    await otorgarPantalla(db, user!.idUsuario, excluirArticulosPantalla.url);
    const solo = await signIn(app, { usuario: 'soloexcluir', password });
    const proveedores = (await solo.get('/catalogos/proveedores')).json();
    expect(proveedores.data).toEqual(expect.arrayContaining([expect.objectContaining({ codigo: PROV })]));
    const marcas = (await solo.get(`/proveedores/marcasproveedor/${PROV}`)).json();
    expect(marcas.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ idCatProveedoresMarcasEnc: MARCA })]),
    );
    expect((await solo.get(`${ARTICULOS}/${PROV}/${MARCA}`)).statusCode).toBe(200);
    // S25's own calls stay closed to it.
    expect((await solo.get('/proveedores/preciosPendientesDeEnviar')).statusCode).toBe(403);
  });
});

describe('lists', () => {
  it("answers the brand supplier's articles in Spanish order with their excluded branches", async () => {
    const lista = await articulos();
    expect(lista.length).toBeGreaterThan(0);
    expect(lista.every((a) => a.idCatProveedoresMarcas === DET)).toBe(true);
    const conExclusion = lista.find((a) => a.sucursalesExcluidas > 0)!;
    expect(conExclusion.sucursalesExcluidas).toBe((await enBase(conExclusion.codArticulo)).length);
    // Spanish order: without accents or case, ñ after n (f_orden_espanol).
    const llave = (t: string) =>
      t
        .toLowerCase()
        .replace(/ñ/g, 'n~')
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '');
    const llaves = lista.map((a) => llave(a.descripcion));
    expect(llaves).toEqual([...llaves].sort());
  });

  it("answers every active branch of the chain with the article's exclusions ticked", async () => {
    const a = (await articulos()).find((f) => f.sucursalesExcluidas > 0)!;
    const filas = await sucursales(a.codArticulo);
    const activas = await db
      .select({ cod: catSucursales.codSucursal })
      .from(catSucursales)
      .where(and(eq(catSucursales.activo, true), eq(catSucursales.idEmpresa, 1)));
    expect(filas).toHaveLength(activas.length);
    expect(Object.keys(filas[0]!)).toEqual(
      expect.arrayContaining(['codSucursal', 'sucursal', 'excluir', 'idCatProveedoresMarcas']),
    );
    expect(
      filas
        .filter((f) => f.excluir)
        .map((f) => f.codSucursal)
        .sort((p, q) => p - q),
    ).toEqual(await enBase(a.codArticulo));
  });

  it('refuses (value false) a brand the supplier does not sell and an article not of the brand', async () => {
    const ajena = await rowsOf<{ marca: number }>(
      db,
      sql`select id_cat_proveedores_marcas_enc as marca from cat_proveedores_marcas_enc
           where id_cat_proveedores_marcas_enc not in
                 (select id_cat_proveedores_marcas_enc from cat_proveedores_marcas_det where cod_proveedor = ${PROV})
           limit 1`,
    );
    expect((await admin.get(`${ARTICULOS}/${PROV}/${ajena[0]!.marca}`)).json()).toEqual({
      value: false,
      message: m.marcaDeOtro,
      data: null,
    });
    const propios = new Set((await articulos()).map((a) => a.codArticulo));
    const ajeno = (await articulos(otroPar!.prov, otroPar!.marca)).find((a) => !propios.has(a.codArticulo));
    expect(ajeno).toBeDefined();
    const res = (await admin.get(`${SUCURSALES}/${PROV}/${MARCA}/${ajeno!.codArticulo}`)).json();
    expect(res).toMatchObject({ value: false, message: m.articuloDeOtro });
  });
});
