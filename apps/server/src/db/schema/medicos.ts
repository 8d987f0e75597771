import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './seguridad.ts';

/** Mexican states (003 §3 State catalogue item): product data, filled by the custom migration. */
export const catEstados = pgTable('cat_estados', {
  codEstado: integer('cod_estado').primaryKey(),
  descripcion: text('descripcion').notNull().unique(),
});

/** Doctors for the antibiotics report (003 §3 Doctor). SSA '0' means "no registry". */
export const catAntibioticosMedicos = pgTable(
  'cat_antibioticos_medicos',
  {
    idCatAntibioticosMedicos: serial('id_cat_antibioticos_medicos').primaryKey(),
    cedula: text('cedula').notNull(),
    sSA: text('ssa').notNull().default('0'),
    nombre: text('nombre').notNull(),
    apellidoPaterno: text('apellido_paterno').notNull().default(''),
    apellidoMaterno: text('apellido_materno').notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('cat_antibioticos_medicos_cedula_uq').on(t.cedula),
    // SSA is unique unless it is '0' (003 Doctor edit).
    uniqueIndex('cat_antibioticos_medicos_ssa_uq').on(t.sSA).where(sql`${t.sSA} <> '0'`),
    // buscar-medico: every word inside the full name.
    index('cat_antibioticos_medicos_nombre_trgm').using(
      'gin',
      sql`lower(f_unaccent(${t.nombre} || ' ' || ${t.apellidoPaterno} || ' ' || ${t.apellidoMaterno})) gin_trgm_ops`,
    ),
  ],
);
