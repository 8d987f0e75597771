import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, catAntibioticosMedicos, catEstados } from '../../../db/schema/index.ts';

/** Addresses of a doctor (003 §3 Doctor address). */
export const catAntibioticosDomicilios = pgTable(
  'cat_antibioticos_domicilios',
  {
    idCatAntibioticosDomicilios: serial('id_cat_antibioticos_domicilios').primaryKey(),
    idCatAntibioticosMedicos: integer('id_cat_antibioticos_medicos')
      .notNull()
      .references(() => catAntibioticosMedicos.idCatAntibioticosMedicos),
    calle: text('calle').notNull(),
    numExterior: text('num_exterior').notNull().default(''),
    numInterior: text('num_interior').notNull().default(''),
    colonia: text('colonia').notNull().default(''),
    cP: text('cp').notNull().default(''),
    municipio: text('municipio').notNull().default(''),
    codEstado: integer('cod_estado')
      .notNull()
      .references(() => catEstados.codEstado),
    pais: text('pais').notNull().default('México'),
    ...auditColumns,
  },
  (t) => [index('cat_antibioticos_domicilios_medico_idx').on(t.idCatAntibioticosMedicos)],
);
