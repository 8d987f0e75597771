import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, catSucursales } from '../../../db/schema/index.ts';

/**
 * The programs of the second-generation point of sale (003 §3 System) and the versions released of
 * each: the productive one every branch should run and the beta some branches pilot ('' when none).
 * Written by the release process (no call of the spec edits them); `orden` is the screen's order.
 */
export const catSistemas = pgTable(
  'cat_sistemas',
  {
    idCatSistemas: serial('id_cat_sistemas').primaryKey(),
    abreviatura: text('abreviatura').notNull(),
    nombre: text('nombre').notNull(),
    versionProductivaXml: text('version_productiva_xml').notNull(),
    versionBetaXml: text('version_beta_xml').notNull().default(''),
    orden: smallint('orden').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    ...auditColumns,
  },
  (t) => [uniqueIndex('cat_sistemas_abreviatura_uq').on(sql`lower(${t.abreviatura})`)],
);

/**
 * A branch on the second-generation system (003 §3 Second-generation branch): its install date,
 * invoicing prefix (unique: two branches never stamp the same series) and phone; the last time its
 * point of sale connected and uploaded its stock, written by the branch's sync.
 */
export const sucursalesV20 = pgTable(
  'sucursales_v20',
  {
    codSucursal: integer('cod_sucursal')
      .primaryKey()
      .references(() => catSucursales.codSucursal),
    fechaInstalacion: date('fecha_instalacion', { mode: 'string' }).notNull(),
    prefijo: text('prefijo').notNull(),
    telefono: text('telefono').notNull(),
    fechaUltimaConexion: timestamp('fecha_ultima_conexion', { withTimezone: true }),
    fechaUltimaExistencia: timestamp('fecha_ultima_existencia', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('sucursales_v20_prefijo_uq').on(t.prefijo)],
);

/** 003 §3 Branch-system link: the versions a branch runs of each system ('' when none). */
export const sucursalesV20Sistemas = pgTable(
  'sucursales_v20_sistemas',
  {
    codSucursal: integer('cod_sucursal')
      .notNull()
      .references(() => sucursalesV20.codSucursal, { onDelete: 'cascade' }),
    idCatSistemas: integer('id_cat_sistemas')
      .notNull()
      .references(() => catSistemas.idCatSistemas),
    versionProductiva: text('version_productiva').notNull().default(''),
    versionBeta: text('version_beta').notNull().default(''),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.codSucursal, t.idCatSistemas] })],
);

/**
 * Requests that a branch download the article catalogue again ('actualizar-articulos-sucursal'):
 * P pending until the branch's sync takes it (A, atendidoEn), C cancelled when the branch leaves the
 * system. At most one pending per branch. Kept when the branch leaves: the history stays.
 */
export const sucursalesV20SolicitudesArticulos = pgTable(
  'sucursales_v20_solicitudes_articulos',
  {
    idSolicitud: bigserial('id_solicitud', { mode: 'number' }).primaryKey(),
    codSucursal: integer('cod_sucursal')
      .notNull()
      .references(() => catSucursales.codSucursal),
    estatus: char('estatus', { length: 1 }).notNull().default('P'),
    solicitadoPor: integer('solicitado_por'),
    solicitadoEn: timestamp('solicitado_en', { withTimezone: true }).notNull().defaultNow(),
    atendidoEn: timestamp('atendido_en', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sucursales_v20_solicitudes_pendiente_uq').on(t.codSucursal).where(sql`${t.estatus} = 'P'`),
    index('sucursales_v20_solicitudes_sucursal_idx').on(t.codSucursal, t.solicitadoEn),
    check('sucursales_v20_solicitudes_estatus', sql`${t.estatus} in ('P', 'A', 'C')`),
  ],
);
