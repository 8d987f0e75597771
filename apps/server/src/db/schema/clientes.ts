import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './seguridad.ts';
import { catSucursales } from './sucursales.ts';

/**
 * Customers of the chain's distribution (001 §3 Customer): each branch is served as a customer
 * (cod_Cliente), with its business name and map position. The customer screens reuse this table.
 */
export const catClientes = pgTable(
  'cat_clientes',
  {
    codCliente: integer('cod_cliente').primaryKey(),
    nombre: text('nombre').notNull(),
    nombreNegocio: text('nombre_negocio').notNull().default(''),
    /** The branch this customer is (a branch is at most one customer). */
    codSucursal: integer('cod_sucursal')
      .unique()
      .references(() => catSucursales.codSucursal),
    latitud: numeric('latitud', { precision: 9, scale: 6 }),
    longitud: numeric('longitud', { precision: 9, scale: 6 }),
    url: text('url').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    ...auditColumns,
  },
  // The finders compare lower(nombre) (buscar-clientes).
  (t) => [index('cat_clientes_nombre_trgm').using('gin', sql`lower(f_unaccent(${t.nombre})) gin_trgm_ops`)],
);
