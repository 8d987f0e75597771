import { and, eq, sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './seguridad.ts';

/** idEmpresa of a branch: the pharmacy line and the wholesale line (Baranetos). */
export const EMPRESA = { farmacias: 1, baranetos: 2 } as const;

/** Branches of both lines (idEmpresa): own (propia 1) and licensee (propia 0). */
export const catSucursales = pgTable(
  'cat_sucursales',
  {
    codSucursal: integer('cod_sucursal').primaryKey(),
    sucursal: text('sucursal').notNull(),
    nombre: text('nombre').notNull(),
    propia: smallint('propia').notNull(),
    estado: text('estado').notNull(),
    municipio: text('municipio').notNull(),
    telefono: text('telefono').notNull().default(''),
    idEmpresa: smallint('id_empresa').notNull().default(1),
    activo: boolean('activo').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    index('cat_sucursales_propia_idx').on(t.propia),
    // Branch finders look inside the short and the full name, without accents or case.
    index('cat_sucursales_sucursal_trgm').using('gin', sql`lower(f_unaccent(${t.sucursal})) gin_trgm_ops`),
    index('cat_sucursales_nombre_trgm').using('gin', sql`lower(f_unaccent(${t.nombre})) gin_trgm_ops`),
  ],
);

/**
 * The pharmacy line's active branches: every pharmacy screen's branch query keeps to them, so the
 * wholesale line's branches (idEmpresa 2) never appear there.
 */
export const sucursalActivaDeFarmacias = () =>
  and(eq(catSucursales.activo, true), eq(catSucursales.idEmpresa, EMPRESA.farmacias));

/**
 * Addresses of a branch (003 §3 Branch address), kept by S42b (direccion-sucursales) and written by
 * the branch import (catalogos/sucursales/importador.ts). tipo 1 is the pharmacy, 2 and later its
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

export const catGrupoSucursalesEnc = pgTable(
  'cat_grupo_sucursales_enc',
  {
    idCatGrupoSucursalesEnc: serial('id_cat_grupo_sucursales_enc').primaryKey(),
    grupo: text('grupo').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('cat_grupo_sucursales_enc_grupo_uq').on(sql`lower(${t.grupo})`)],
);

/** A branch belongs to at most one group (the assignment screen works on branches in no group). */
export const catGrupoSucursalesDet = pgTable(
  'cat_grupo_sucursales_det',
  {
    idCatGrupoSucursalesEnc: integer('id_cat_grupo_sucursales_enc')
      .notNull()
      .references(() => catGrupoSucursalesEnc.idCatGrupoSucursalesEnc, { onDelete: 'cascade' }),
    codSucursal: integer('cod_sucursal')
      .notNull()
      .unique()
      .references(() => catSucursales.codSucursal),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.idCatGrupoSucursalesEnc, t.codSucursal] })],
);

export const parametros = pgTable('parametros', {
  nombre: text('nombre').primaryKey(),
  valor: text('valor').notNull(),
  descripcion: text('descripcion').notNull().default(''),
  ...auditColumns,
});
