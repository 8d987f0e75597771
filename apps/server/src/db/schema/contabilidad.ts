import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './seguridad.ts';
import { catSucursales } from './sucursales.ts';

/** 002 §5: '' (none) or 3-2-6 digits with hyphens; the database refuses anything else too. */
export const formatoCuenta = (columna: string) =>
  sql.raw(`${columna} = '' OR ${columna} ~ '^[0-9]{3}-[0-9]{2}-[0-9]{6}$'`);

/**
 * The chain's companies (002 §3 Journal company): 1 the pharmacies, 2 the wholesale line
 * (Baranetos), 3 the workshops; reference rows in contabilidad/cuentas-contables/datos.sql. The chart
 * of accounts (S23) keeps each one's account and the journal entries (S24) list and read them.
 */
export const catEmpresas = pgTable(
  'cat_empresas',
  {
    idCatEmpresa: smallint('id_cat_empresa').primaryKey(),
    descripcion: text('descripcion').notNull(),
    cuenta: text('cuenta').notNull().default(''),
    ...auditColumns,
  },
  () => [check('cat_empresas_cuenta_formato', formatoCuenta('cuenta'))],
);

/**
 * The accounts of a branch (002 §3 Branch account): cash, sales at the general VAT rate and sales at
 * 0%. One row per branch, created the first time S23 saves it; S24 builds the pólizas from them.
 */
export const catCuentasContables = pgTable(
  'cat_cuentas_contables',
  {
    idCatCuentasContables: serial('id_cat_cuentas_contables').primaryKey(),
    codSucursal: integer('cod_sucursal')
      .notNull()
      .unique()
      .references(() => catSucursales.codSucursal),
    cuentaEfectivo: text('cuenta_efectivo').notNull().default(''),
    cuentaTasaGral: text('cuenta_tasa_gral').notNull().default(''),
    cuentaTasa0: text('cuenta_tasa0').notNull().default(''),
    ...auditColumns,
  },
  () => [
    check('cat_cuentas_contables_efectivo_formato', formatoCuenta('cuenta_efectivo')),
    check('cat_cuentas_contables_tasa_gral_formato', formatoCuenta('cuenta_tasa_gral')),
    check('cat_cuentas_contables_tasa0_formato', formatoCuenta('cuenta_tasa0')),
  ],
);
