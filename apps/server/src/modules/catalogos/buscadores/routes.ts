import * as c from '@farmasi/contracts/catalogos/buscadores';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { type App, type AppDeps, addRoute } from '../../../platform/routes.ts';
import { containsPattern } from '../../../platform/sql.ts';

type Fila = { codigo: number; descripcion: string };

/** Rows of a raw query under either driver (both answer { rows }). */
const rowsOf = async <T>(db: Queryable, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const LIMITE = c.BUSCADOR_LIMITE;

/** An int code from the text, or -1 so that an exact-code branch matches nothing. */
const codigoDe = (texto: string) => (/^\d{1,9}$/.test(texto) ? Number(texto) : -1);

/**
 * One search: exact code first, then the text inside the name (lower() + trigram index), at most
 * 50 rows. Every finder of the product is this shape, so screens share one picker.
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
        where ${extra} and (${sql.raw(codigo)} = ${codigoDe(t)} or lower(${sql.raw(nombre)}) like ${containsPattern(t.toLowerCase())})
        order by (${sql.raw(codigo)} = ${codigoDe(t)}) desc, 2 limit ${LIMITE}`,
  );
};

/** The words of a search text, lower case, at most five (more words only narrow a finder). */
const palabrasDe = (texto: string) => texto.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);

const NOMBRE_MEDICO = sql.raw("lower(nombre || ' ' || apellido_paterno || ' ' || apellido_materno)");

/** Doctors: every word inside the full name, or the cédula / SSA registry exactly. */
const buscarMedicos = (db: Queryable, texto: string) => {
  const palabras = palabrasDe(texto);
  if (!palabras.length) return Promise.resolve([]);
  const enNombre = sql.join(
    palabras.map((p) => sql`${NOMBRE_MEDICO} like ${containsPattern(p)}`),
    sql` and `,
  );
  const t = texto.trim();
  return rowsOf<Fila>(
    db,
    sql`select id_cat_antibioticos_medicos as codigo,
               trim(nombre || ' ' || apellido_paterno || ' ' || apellido_materno) || ' (cédula ' || cedula || ')' as descripcion
        from cat_antibioticos_medicos
        where cedula = ${t} or (ssa = ${t} and ssa <> '0') or (${enNombre})
        order by (cedula = ${t} or ssa = ${t}) desc, 2 limit ${LIMITE}`,
  );
};

/**
 * Chain articles holding every word in their description, formula or laboratory. Each word is one
 * bitmap OR (trigram index on the description, formula and laboratory ids), the words are ANDed.
 */
const buscarProductosAvanzado = (db: Queryable, texto: string) => {
  const t = texto.trim();
  const palabras = palabrasDe(t);
  if (!palabras.length) return Promise.resolve([]);
  const codigo = codigoDe(t);
  const porPalabra = sql.join(
    palabras.map((p) => {
      const patron = containsPattern(p);
      return sql`(lower(a.descripcion_farmasi) like ${patron}
        or a.cod_formula = any (array(select codigo from cat_formulas where lower(descripcion) like ${patron}))
        or a.cod_laboratorio = any (array(select codigo from cat_laboratorios where lower(descripcion) like ${patron})))`;
    }),
    sql` and `,
  );
  return rowsOf<Fila>(
    db,
    sql`select a.cod_articulo_farmasi as codigo, a.descripcion_farmasi as descripcion from cat_articulos a
        where a.cod_articulo_farmasi in (select ${codigo}::int
                union all select cod_articulo_farmasi from cat_articulos_cod_barras where cod_barras = ${t})
           or (${porPalabra})
        order by (a.cod_articulo_farmasi = ${codigo}) desc, 2 limit ${LIMITE}`,
  );
};

/** Shared search helpers (000 §7 buscadores/): any signed-in user; read-only, no stored data leaks. */
export const registerBuscadoresRoutes = (app: App, { db }: AppDeps) => {
  const ok = (data: Fila[]) => ({ value: true, message: '', data });
  addRoute(app, c.buscarProveedores, 'sesion', async ({ params }) =>
    ok(
      await rowsOf<Fila>(
        db,
        sql`select cod_proveedor as codigo, nombre as descripcion from cat_proveedores
            where activo and (cod_proveedor = ${codigoDe(params.texto)}
              or lower(nombre) like ${containsPattern(params.texto.toLowerCase())}
              or upper(rfc) = ${params.texto.toUpperCase()})
            order by (cod_proveedor = ${codigoDe(params.texto)}) desc, 2 limit ${LIMITE}`,
      ),
    ),
  );
  addRoute(app, c.buscarFormula, 'sesion', async ({ params }) =>
    ok(await buscar(db, params.texto, sql`cat_formulas`, 'codigo', 'descripcion', sql`activo`)),
  );
  addRoute(app, c.buscarProductos, 'sesion', async ({ params }) => {
    const t = params.texto;
    return ok(
      await rowsOf<Fila>(
        db,
        sql`select a.cod_articulo_farmasi as codigo, a.descripcion_farmasi as descripcion from cat_articulos a
            where a.cod_articulo_farmasi in (select ${codigoDe(t)}::int
                    union all select cod_articulo_farmasi from cat_articulos_cod_barras where cod_barras = ${t})
               or lower(a.descripcion_farmasi) like ${containsPattern(t.toLowerCase())}
            order by (a.cod_articulo_farmasi = ${codigoDe(t)}) desc, 2 limit ${LIMITE}`,
      ),
    );
  });
  addRoute(app, c.buscarArticulosDifarmer, 'sesion', async ({ params }) =>
    ok(await buscar(db, params.texto, sql`cat_articulos_difarmer`, 'cod_articulo', 'descripcion')),
  );
  addRoute(app, c.buscarEmpleados, 'sesion', async ({ params }) =>
    ok(
      await buscar(
        db,
        params.texto,
        sql`empleados`,
        'cod_empleado',
        "trim(nombre || ' ' || apellido_paterno || ' ' || apellido_materno)",
        sql`activo`,
      ),
    ),
  );
  addRoute(app, c.buscarLicenciatarios, 'sesion', async ({ params }) =>
    ok(
      await buscar(
        db,
        params.texto,
        sql`cat_sucursales`,
        'cod_sucursal',
        'nombre',
        sql`activo and propia = 0`,
      ),
    ),
  );
  addRoute(app, c.buscarClientes, 'sesion', async ({ params }) =>
    ok(await buscar(db, params.texto, sql`cat_clientes`, 'cod_cliente', 'nombre', sql`activo`)),
  );
  addRoute(app, c.buscarMedico, 'sesion', async ({ body }) => ok(await buscarMedicos(db, body.buscar)));
  addRoute(app, c.buscarProductosAvanzado, 'sesion', async ({ body }) =>
    ok(await buscarProductosAvanzado(db, body.buscar)),
  );
  addRoute(app, c.buscarSucursal, 'sesion', async ({ body }) =>
    ok(await buscar(db, body.buscar, sql`cat_sucursales`, 'cod_sucursal', 'sucursal', sql`activo`)),
  );
  addRoute(app, c.buscarMarca, 'sesion', async ({ body }) =>
    ok(
      await buscar(
        db,
        body.buscar,
        sql`cat_proveedores_marcas_enc`,
        'id_cat_proveedores_marcas_enc',
        'nombre',
        sql`activo`,
      ),
    ),
  );
};
