import * as c from '@farmasi/contracts/catalogos/buscadores';
import * as catalogos from '@farmasi/contracts/catalogos/catalogos-articulos';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute } from '../../../platform/routes.ts';
import { codigoExacto, contieneTexto, ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';
import { buscarMedicos, buscarProductosAvanzado, type Fila } from './queries.ts';

const LIMITE = c.BUSCADOR_LIMITE;

/**
 * One search: exact code first, then the text inside the name without accents or case (trigram
 * index on lower(f_unaccent(name))), in Spanish order, at most 50 rows. Every finder of the product is this shape, so screens share one picker.
 */
const buscar = (
  db: Queryable,
  texto: string,
  tabla: ReturnType<typeof sql>,
  codigo: string,
  nombre: string,
  extra = sql`true`,
) => {
  const t = texto.trim();
  return rowsOf<Fila>(
    db,
    sql`select ${sql.raw(codigo)} as codigo, ${sql.raw(nombre)} as descripcion from ${tabla}
        where ${extra} and (${sql.raw(codigo)} = ${codigoExacto(t)} or ${contieneTexto(sql.raw(nombre), t)})
        order by (${sql.raw(codigo)} = ${codigoExacto(t)}) desc, ${ordenEspanolSql(sql.raw(nombre))} limit ${LIMITE}`,
  );
};

/** Shared search helpers (000 §7 buscadores/): any signed-in user; read-only, no stored data leaks. */
export const registerBuscadoresRoutes = (app: App, { db }: AppDeps) => {
  const _ok = (data: Fila[]) => data;
  addRoute(
    app,
    c.buscarProveedores,
    'sesion',
    async ({ params }) =>
      await rowsOf<Fila>(
        db,
        sql`select cod_proveedor as codigo, nombre as descripcion from cat_proveedores
            where activo and (cod_proveedor = ${codigoExacto(params.texto)}
              or ${contieneTexto(sql`nombre`, params.texto)}
              or upper(rfc) = ${params.texto.toUpperCase()})
            order by (cod_proveedor = ${codigoExacto(params.texto)}) desc, ${ordenEspanolSql(sql`nombre`)} limit ${LIMITE}`,
      ),
  );
  addRoute(
    app,
    c.buscarFormula,
    'sesion',
    async ({ params }) =>
      await buscar(db, params.texto, sql`cat_formulas`, 'codigo', 'descripcion', sql`activo`),
  );
  addRoute(app, c.buscarProductos, 'sesion', async ({ params }) => {
    const t = params.texto;
    return await rowsOf<Fila>(
      db,
      sql`select a.cod_articulo_farmasi as codigo, a.descripcion_farmasi as descripcion from cat_articulos a
            where a.cod_articulo_farmasi in (select ${codigoExacto(t)}::int
                    union all select cod_articulo_farmasi from cat_articulos_cod_barras where cod_barras = ${t})
               or ${contieneTexto(sql`a.descripcion_farmasi`, t)}
            order by (a.cod_articulo_farmasi = ${codigoExacto(t)}) desc, ${ordenEspanolSql(sql`a.descripcion_farmasi`)} limit ${LIMITE}`,
    );
  });
  addRoute(
    app,
    c.buscarArticulosDifarmer,
    'sesion',
    async ({ params }) =>
      await buscar(db, params.texto, sql`cat_articulos_difarmer`, 'cod_articulo', 'descripcion'),
  );
  addRoute(
    app,
    c.buscarEmpleados,
    'sesion',
    async ({ params }) =>
      await buscar(
        db,
        params.texto,
        sql`empleados`,
        'cod_empleado',
        "trim(nombre || ' ' || apellido_paterno || ' ' || apellido_materno)",
        sql`activo`,
      ),
  );
  addRoute(
    app,
    c.buscarLicenciatarios,
    'sesion',
    async ({ params }) =>
      await buscar(
        db,
        params.texto,
        sql`cat_sucursales`,
        'cod_sucursal',
        'nombre',
        sql`activo and propia = 0`,
      ),
  );
  addRoute(
    app,
    c.buscarClientes,
    'sesion',
    async ({ params }) =>
      await buscar(db, params.texto, sql`cat_clientes`, 'cod_cliente', 'nombre', sql`activo`),
  );
  addRoute(app, c.buscarMedico, 'sesion', async ({ body }) => await buscarMedicos(db, body.buscar));
  addRoute(
    app,
    c.buscarProductosAvanzado,
    'sesion',
    async ({ body }) => await buscarProductosAvanzado(db, body.buscar),
  );
  // Two catalogues of 000 §7 over the same data: doctors (body buscar) and the states.
  addRoute(app, catalogos.catMedicos, 'sesion', async ({ body }) => await buscarMedicos(db, body.buscar));
  addRoute(
    app,
    catalogos.obtenerEstados,
    'sesion',
    async () =>
      await rowsOf<Fila>(
        db,
        sql`select cod_estado as codigo, descripcion from cat_estados order by cod_estado`,
      ),
  );
  addRoute(
    app,
    c.buscarSucursal,
    'sesion',
    async ({ body }) =>
      await buscar(db, body.buscar, sql`cat_sucursales`, 'cod_sucursal', 'sucursal', sql`activo`),
  );
  addRoute(
    app,
    c.buscarMarca,
    'sesion',
    async ({ body }) =>
      await buscar(
        db,
        body.buscar,
        sql`cat_proveedores_marcas_enc`,
        'id_cat_proveedores_marcas_enc',
        'nombre',
        sql`activo`,
      ),
  );
};

export default modulo(registerBuscadoresRoutes);
