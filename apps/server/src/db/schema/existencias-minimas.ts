import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { catArticulos } from './articulos.ts';
import { auditColumns } from './seguridad.ts';
import { catSucursales } from './sucursales.ts';

/**
 * The minimum stock of a chain article at an own branch (S26 by brand, 2 digits; S28 by product or
 * formula, 4 digits): what the branch's suggested order keeps on the shelf; 0 (or no row) keeps the
 * article out of that branch's suggestion. demandaIndividual (0/1) marks an article the branch orders
 * on its own demand (shown highlighted in S28). Both screens edit this one table.
 */
export const existenciasMinimas = pgTable(
  'existencias_minimas',
  {
    codArticuloFarmasi: integer('cod_articulo_farmasi').notNull(),
    codSucursal: integer('cod_sucursal').notNull(),
    existenciaMinima: smallint('existencia_minima').notNull().default(0),
    demandaIndividual: smallint('demanda_individual').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ name: 'existencias_minimas_pk', columns: [t.codArticuloFarmasi, t.codSucursal] }),
    foreignKey({
      name: 'existencias_minimas_articulo_fk',
      columns: [t.codArticuloFarmasi],
      foreignColumns: [catArticulos.codArticuloFarmasi],
    }).onDelete('cascade'),
    foreignKey({
      name: 'existencias_minimas_sucursal_fk',
      columns: [t.codSucursal],
      foreignColumns: [catSucursales.codSucursal],
    }),
    // 'Copiar minimos' reads and writes one branch's rows.
    index('existencias_minimas_sucursal_idx').on(t.codSucursal),
    check(
      'existencias_minimas_valores_ck',
      sql`${t.existenciaMinima} between 0 and 9999 and ${t.demandaIndividual} in (0, 1)`,
    ),
  ],
);
