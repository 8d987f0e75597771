import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './seguridad.ts';

/** Wholesale line (Baranetos) catalogue: department → section → category → article. */
export const barDepartamentos = pgTable(
  'bar_departamentos',
  {
    idDepartamento: serial('id_departamento').primaryKey(),
    descripcion: text('descripcion').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('bar_departamentos_descripcion_uq').on(sql`lower(${t.descripcion})`)],
);

export const barSecciones = pgTable(
  'bar_secciones',
  {
    idSeccion: serial('id_seccion').primaryKey(),
    descripcion: text('descripcion').notNull(),
    idDepartamento: integer('id_departamento')
      .notNull()
      .references(() => barDepartamentos.idDepartamento),
    ...auditColumns,
  },
  (t) => [uniqueIndex('bar_secciones_descripcion_uq').on(t.idDepartamento, sql`lower(${t.descripcion})`)],
);

export const barCategorias = pgTable(
  'bar_categorias',
  {
    idCategoria: serial('id_categoria').primaryKey(),
    descripcion: text('descripcion').notNull(),
    idSeccion: integer('id_seccion')
      .notNull()
      .references(() => barSecciones.idSeccion),
    ...auditColumns,
  },
  (t) => [uniqueIndex('bar_categorias_descripcion_uq').on(t.idSeccion, sql`lower(${t.descripcion})`)],
);

/** An article belongs to one category; its section and department follow from it. */
export const barArticulos = pgTable(
  'bar_articulos',
  {
    codArticulo: integer('cod_articulo').primaryKey(),
    descripcion: text('descripcion').notNull(),
    codBarras: text('cod_barras').notNull(),
    idCategoria: integer('id_categoria')
      .notNull()
      .references(() => barCategorias.idCategoria),
    ...auditColumns,
  },
  (t) => [
    index('bar_articulos_categoria_idx').on(t.idCategoria),
    index('bar_articulos_cod_barras_idx').on(t.codBarras),
    index('bar_articulos_descripcion_trgm').using(
      'gin',
      sql`lower(f_unaccent(${t.descripcion})) gin_trgm_ops`,
    ),
  ],
);

/**
 * Exclusions from every discount-day promotion (003 §3): tipo D/S/C names a department, section or
 * category; estatus A active, C cancelled. At most one active row per item.
 */
export const barExclusionesDescuento = pgTable(
  'bar_exclusiones_descuento',
  {
    idExclusion: serial('id_exclusion').primaryKey(),
    tipo: char('tipo', { length: 1 }).notNull(),
    id: integer('id').notNull(),
    estatus: char('estatus', { length: 1 }).notNull().default('A'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('bar_exclusiones_activa_uq').on(t.tipo, t.id).where(sql`${t.estatus} = 'A'`)],
);
