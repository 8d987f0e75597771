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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, catSucursales } from '../../../db/schema/index.ts';

/**
 * SEPOMEX postal-code catalogue (FORMATS.md): one row per settlement. The key is SEPOMEX's own
 * (state, municipality, settlement id within the postal code), so a re-import updates in place.
 */
export const catCodigosPostales = pgTable(
  'cat_codigos_postales',
  {
    codigoPostal: char('codigo_postal', { length: 5 }).notNull(),
    colonia: text('colonia').notNull(),
    tipoAsentamiento: text('tipo_asentamiento').notNull().default(''),
    municipio: text('municipio').notNull(),
    estado: text('estado').notNull(),
    /** d_ciudad: empty for settlements outside a city. */
    ciudad: text('ciudad').notNull().default(''),
    cEstado: char('c_estado', { length: 2 }).notNull(),
    cMunicipio: char('c_mnpio', { length: 3 }).notNull(),
    idAsentaCpcons: char('id_asenta_cpcons', { length: 4 }).notNull(),
    zona: text('zona').notNull().default(''),
    importadoEn: timestamp('importado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cat_codigos_postales_uq').on(t.codigoPostal, t.cEstado, t.cMunicipio, t.idAsentaCpcons),
  ],
);

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
