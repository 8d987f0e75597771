import { date, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, catArticulosDifarmer, catSucursales, webUsuarios } from '../../../db/schema/index.ts';

/**
 * Demand-restart articles (001 §3): from fecha_demanda on, the branch counts the article's demand
 * afresh. One row per article and branch (saving again moves the date); id_usuario is who set it
 * last, creado_en is the spec's FechaAlta.
 */
export const catArticulosReiniciarDemanda = pgTable(
  'cat_articulos_reiniciar_demanda',
  {
    idCatArticulosReiniciarDemanda: serial('id_cat_articulos_reiniciar_demanda').primaryKey(),
    codArticulo: integer('cod_articulo')
      .notNull()
      .references(() => catArticulosDifarmer.codArticulo),
    codSucursal: integer('cod_sucursal')
      .notNull()
      .references(() => catSucursales.codSucursal),
    fechaDemanda: date('fecha_demanda', { mode: 'string' }).notNull(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => webUsuarios.idUsuario),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('cat_articulos_reiniciar_demanda_uq').on(t.codArticulo, t.codSucursal),
    index('cat_articulos_reiniciar_demanda_sucursal_idx').on(t.codSucursal),
  ],
);
