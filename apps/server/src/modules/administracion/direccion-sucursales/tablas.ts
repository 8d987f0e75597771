import { sql } from 'drizzle-orm';
import {
  char,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, catSucursales } from '../../../db/schema/index.ts';

/**
 * Addresses of a branch (003 §3 Branch address). tipo 1 is the pharmacy, 2 and later its
 * consulting rooms (Consultorio tipo-1). Times keep only the hour (the original stored them on
 * the placeholder date 1990-01-01).
 */
export const catSucursalesDirecciones = pgTable(
  'cat_sucursales_direcciones',
  {
    idDireccion: serial('id_direccion').primaryKey(),
    codSucursal: integer('cod_sucursal')
      .notNull()
      .references(() => catSucursales.codSucursal),
    tipo: smallint('tipo').notNull(),
    codigoPostal: char('codigo_postal', { length: 5 }).notNull(),
    colonia: text('colonia').notNull(),
    calle: text('calle').notNull(),
    numExterior: text('num_exterior').notNull(),
    entreCalles: text('entre_calles').notNull(),
    /** Ten digits, without spaces (the screen formats them). */
    telefono: text('telefono').notNull(),
    municipio: text('municipio').notNull(),
    estado: text('estado').notNull(),
    localidad: text('localidad').notNull(),
    horarios: text('horarios').notNull().default(''),
    domicilioDescriptivo: text('domicilio_descriptivo').notNull().default(''),
    horarioApertura: time('horario_apertura').notNull(),
    horarioCierre: time('horario_cierre').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('cat_sucursales_direcciones_tipo_uq').on(t.codSucursal, t.tipo),
    check('cat_sucursales_direcciones_tipo_ck', sql`${t.tipo} >= 1`),
  ],
);
