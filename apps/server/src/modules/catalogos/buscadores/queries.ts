import { BUSCADOR_LIMITE } from '@farmasi/contracts/catalogos/buscadores';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  codigoExacto,
  contieneTexto,
  ordenEspanolSql,
  patronSinAcentos,
  rowsOf,
} from '../../../platform/sql.ts';

export type Fila = { codigo: number; descripcion: string };

const LIMITE = BUSCADOR_LIMITE;

/** The words of a search text, at most five (more words only narrow a finder). */
const palabrasDe = (texto: string) => texto.split(/\s+/).filter(Boolean).slice(0, 5);

// The expression of the trigram index cat_antibioticos_medicos_nombre_trgm, written the same way.
const NOMBRE_COMPLETO = sql.raw("trim(nombre || ' ' || apellido_paterno || ' ' || apellido_materno)");
const NOMBRE_MEDICO = sql.raw(
  "lower(f_unaccent(nombre || ' ' || apellido_paterno || ' ' || apellido_materno))",
);

/** Doctors: every word inside the full name, or the cédula / SSA registry exactly; empty: the first 50. */
export const buscarMedicos = (db: Queryable, texto: string) => {
  const palabras = palabrasDe(texto);
  const enNombre = palabras.length
    ? sql.join(
        palabras.map((p) => sql`${NOMBRE_MEDICO} like ${patronSinAcentos(p)}`),
        sql` and `,
      )
    : sql`true`;
  const t = texto.trim();
  return rowsOf<Fila>(
    db,
    sql`select id_cat_antibioticos_medicos as codigo,
               ${NOMBRE_COMPLETO} || ' (cédula ' || cedula || ')' as descripcion
        from cat_antibioticos_medicos
        where cedula = ${t} or (ssa = ${t} and ssa <> '0') or (${enNombre})
        order by (cedula = ${t} or ssa = ${t}) desc, ${ordenEspanolSql(NOMBRE_COMPLETO)}, cedula limit ${LIMITE}`,
  );
};

/**
 * Chain articles holding every word in their description, formula or laboratory. Each word is one
 * bitmap OR (trigram index on the description, formula and laboratory ids), the words are ANDed.
 */
export const buscarProductosAvanzado = (db: Queryable, texto: string) => {
  const t = texto.trim();
  const palabras = palabrasDe(t);
  if (!palabras.length) return Promise.resolve([]);
  const codigo = codigoExacto(t);
  const porPalabra = sql.join(
    palabras.map((p) => {
      const patron = patronSinAcentos(p);
      return sql`(lower(f_unaccent(a.descripcion_farmasi)) like ${patron}
        or a.cod_formula = any (array(select codigo from cat_formulas where lower(f_unaccent(descripcion)) like ${patron}))
        or a.cod_laboratorio = any (array(select codigo from cat_laboratorios where lower(f_unaccent(descripcion)) like ${patron})))`;
    }),
    sql` and `,
  );
  return rowsOf<Fila>(
    db,
    sql`select a.cod_articulo_farmasi as codigo, a.descripcion_farmasi as descripcion from cat_articulos a
        where a.cod_articulo_farmasi in (select ${codigo}::int
                union all select cod_articulo_farmasi from cat_articulos_cod_barras where cod_barras = ${t})
           or (${porPalabra})
        order by (a.cod_articulo_farmasi = ${codigo}) desc, ${ordenEspanolSql(sql`a.descripcion_farmasi`)} limit ${LIMITE}`,
  );
};

/**
 * One search: exact code first, then the text inside the name without accents or case (trigram
 * index on lower(f_unaccent(name))), in Spanish order, at most 50 rows. Every finder of the product
 * is this shape, so screens share one picker.
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

/** The finders of one table each (000 §7 buscadores/). */
export const buscarFormulas = (db: Queryable, t: string) =>
  buscar(db, t, sql`cat_formulas`, 'codigo', 'descripcion', sql`activo`);
export const buscarArticulosDifarmer = (db: Queryable, t: string) =>
  buscar(db, t, sql`cat_articulos_difarmer`, 'cod_articulo', 'descripcion');
export const buscarEmpleados = (db: Queryable, t: string) =>
  buscar(
    db,
    t,
    sql`empleados`,
    'cod_empleado',
    "trim(nombre || ' ' || apellido_paterno || ' ' || apellido_materno)",
    sql`activo`,
  );
export const buscarLicenciatarios = (db: Queryable, t: string) =>
  buscar(db, t, sql`cat_sucursales`, 'cod_sucursal', 'nombre', sql`activo and propia = 0`);
export const buscarClientes = (db: Queryable, t: string) =>
  buscar(db, t, sql`cat_clientes`, 'cod_cliente', 'nombre', sql`activo`);
export const buscarSucursales = (db: Queryable, t: string) =>
  buscar(db, t, sql`cat_sucursales`, 'cod_sucursal', 'sucursal', sql`activo`);
export const buscarMarcas = (db: Queryable, t: string) =>
  buscar(db, t, sql`cat_proveedores_marcas_enc`, 'id_cat_proveedores_marcas_enc', 'nombre', sql`activo`);

/** Suppliers: code exact, name containing the text, or the RFC exactly. */
export const buscarProveedores = (db: Queryable, texto: string) =>
  rowsOf<Fila>(
    db,
    sql`select cod_proveedor as codigo, nombre as descripcion from cat_proveedores
        where activo and (cod_proveedor = ${codigoExacto(texto)}
          or ${contieneTexto(sql`nombre`, texto)}
          or upper(rfc) = ${texto.toUpperCase()})
        order by (cod_proveedor = ${codigoExacto(texto)}) desc, ${ordenEspanolSql(sql`nombre`)} limit ${LIMITE}`,
  );

/** Chain articles: code or bar code exactly, or the description containing the text. */
export const buscarProductos = (db: Queryable, t: string) =>
  rowsOf<Fila>(
    db,
    sql`select a.cod_articulo_farmasi as codigo, a.descripcion_farmasi as descripcion from cat_articulos a
          where a.cod_articulo_farmasi in (select ${codigoExacto(t)}::int
                  union all select cod_articulo_farmasi from cat_articulos_cod_barras where cod_barras = ${t})
             or ${contieneTexto(sql`a.descripcion_farmasi`, t)}
          order by (a.cod_articulo_farmasi = ${codigoExacto(t)}) desc, ${ordenEspanolSql(sql`a.descripcion_farmasi`)} limit ${LIMITE}`,
  );

/** The 32 states, by their number. */
export const estados = (db: Queryable) =>
  rowsOf<Fila>(db, sql`select cod_estado as codigo, descripcion from cat_estados order by cod_estado`);

/** The wholesale line's articles: code or barcode exactly (first), or the description containing the text. */
export const buscarArticulosBaranetos = (db: Queryable, texto: string) =>
  rowsOf<{ codArticulo: number; descripcion: string; codBarras: string }>(
    db,
    sql`select cod_articulo as "codArticulo", descripcion, cod_barras as "codBarras" from bar_articulos
        where cod_articulo = ${codigoExacto(texto)} or cod_barras = ${texto} or ${contieneTexto(sql`descripcion`, texto)}
        order by (cod_articulo = ${codigoExacto(texto)} or cod_barras = ${texto}) desc, ${ordenEspanolSql(sql`descripcion`)}
        limit ${LIMITE}`,
  );
