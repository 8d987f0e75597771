import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './seguridad.ts';

/**
 * The credit customers (S22 'Empresas Credito', modules/contabilidad/empresas-credito) and their fiscal
 * data. Shared since issue 26: the payment receipts (S36–S37, modules/sat/comprobantepago) are issued to
 * them and reference them (moved here from the S22 module's tablas.ts without DDL changes).
 */

/** The SAT's tax regimes (c_RegimenFiscal) and to whom each applies; reference rows in datos.sql. */
export const catRegimenesFiscales = pgTable('cat_regimenes_fiscales', {
  regimenFiscal: text('regimen_fiscal').primaryKey(),
  descripcion: text('descripcion').notNull(),
  fisica: boolean('fisica').notNull(),
  moral: boolean('moral').notNull(),
});

/** A credit customer (S22): its billing record is itself, so idCatClientesFacturacion = codCliente. */
export const clientesCredito = pgTable(
  'clientes_credito',
  {
    codCliente: serial('cod_cliente').primaryKey(),
    rfc: text('rfc').notNull(),
    nombre: text('nombre').notNull(),
    nombreComercial: text('nombre_comercial').notNull(),
    telefono: text('telefono').notNull().default(''),
    regimenFiscal: text('regimen_fiscal')
      .notNull()
      .references(() => catRegimenesFiscales.regimenFiscal),
    publicoGeneral: boolean('publico_general').notNull().default(false),
    empresaCredito: smallint('empresa_credito').notNull().default(1),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('clientes_credito_rfc_uq').on(t.rfc),
    index('clientes_credito_nombre_trgm').using('gin', sql`lower(f_unaccent(${t.nombre})) gin_trgm_ops`),
  ],
);

/** The customer's fiscal address (one). */
export const clientesCreditoDomicilios = pgTable('clientes_credito_domicilios', {
  idDomicilio: serial('id_domicilio').primaryKey(),
  codCliente: integer('cod_cliente')
    .notNull()
    .unique()
    .references(() => clientesCredito.codCliente, { onDelete: 'cascade' }),
  calle: text('calle').notNull(),
  colonia: text('colonia').notNull(),
  numExterior: text('num_exterior').notNull(),
  numInterior: text('num_interior').notNull().default(''),
  localidad: text('localidad').notNull().default(''),
  municipio: text('municipio').notNull().default(''),
  estado: text('estado').notNull().default(''),
  codPostal: char('cod_postal', { length: 5 }).notNull(),
});

/** Where the customer's invoices are sent (at most 9, no repeats ignoring case). */
export const clientesCreditoCorreos = pgTable(
  'clientes_credito_correos',
  {
    idCorreo: serial('id_correo').primaryKey(),
    codCliente: integer('cod_cliente')
      .notNull()
      .references(() => clientesCredito.codCliente, { onDelete: 'cascade' }),
    correo: text('correo').notNull(),
  },
  (t) => [uniqueIndex('clientes_credito_correos_uq').on(t.codCliente, sql`lower(${t.correo})`)],
);
