import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { auditColumns, empleados } from '../../../db/schema/index.ts';

/**
 * The options of the general data query (S49–S50, 003 §3 'General query option') of both lines
 * (idEmpresa 1 pharmacies, 2 Baranetos): the named, read-only queries the product defines in code
 * (registro/), listed here so that employees can be granted them. The rows are the product's
 * (datos.sql); `descripcion` and `orden` are what the screen lists, `activo` false withdraws one.
 */
export const consultaGeneralOpciones = pgTable(
  'consulta_general_opciones',
  {
    idOpcion: smallint('id_opcion').primaryKey(),
    idEmpresa: smallint('id_empresa').notNull(),
    descripcion: text('descripcion').notNull(),
    orden: smallint('orden').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [
    index('consulta_general_opciones_empresa_idx').on(t.idEmpresa, t.orden),
    check('consulta_general_opciones_empresa_ck', sql`${t.idEmpresa} in (1, 2)`),
  ],
);

/**
 * The options granted to an employee (003 §6: the options shown depend on the user). Members of an
 * administrators' group see every option of the line without a row here.
 */
export const consultaGeneralOpcionesEmpleados = pgTable(
  'consulta_general_opciones_empleados',
  {
    codEmpleado: integer('cod_empleado').notNull(),
    idOpcion: smallint('id_opcion').notNull(),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ name: 'consulta_general_opciones_empleados_pk', columns: [t.codEmpleado, t.idOpcion] }),
    foreignKey({
      name: 'consulta_general_opciones_empleados_empleado_fk',
      columns: [t.codEmpleado],
      foreignColumns: [empleados.codEmpleado],
    }).onDelete('cascade'),
    foreignKey({
      name: 'consulta_general_opciones_empleados_opcion_fk',
      columns: [t.idOpcion],
      foreignColumns: [consultaGeneralOpciones.idOpcion],
    }).onDelete('cascade'),
  ],
);
