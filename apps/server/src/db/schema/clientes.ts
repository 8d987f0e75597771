import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

const dia = (name: string) => time(name).notNull().default('00:00');
const check_ = (name: string) => char(name, { length: 1 }).notNull().default('N');

/**
 * Delivery-hour groups (001 §3 Delivery group): a number, a name and, per weekday Monday to
 * Saturday, a delivery time and a flag S/N telling whether the group is served that day.
 */
export const catGruposEntrega = pgTable(
  'cat_grupos_entrega',
  {
    grupo: serial('grupo').primaryKey(),
    descripcion: text('descripcion').notNull(),
    lunes: dia('lunes'),
    martes: dia('martes'),
    miercoles: dia('miercoles'),
    jueves: dia('jueves'),
    viernes: dia('viernes'),
    sabado: dia('sabado'),
    checkLunes: check_('check_lunes'),
    checkMartes: check_('check_martes'),
    checkMiercoles: check_('check_miercoles'),
    checkJueves: check_('check_jueves'),
    checkViernes: check_('check_viernes'),
    checkSabado: check_('check_sabado'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('cat_grupos_entrega_descripcion_uq').on(sql`lower(${t.descripcion})`),
    check(
      'cat_grupos_entrega_checks_sn',
      sql`${t.checkLunes} in ('S','N') and ${t.checkMartes} in ('S','N') and ${t.checkMiercoles} in ('S','N') and ${t.checkJueves} in ('S','N') and ${t.checkViernes} in ('S','N') and ${t.checkSabado} in ('S','N')`,
    ),
  ],
);

/** Customers (branches) of each delivery group; a customer is in at most one group. */
export const catGruposEntregaClientes = pgTable(
  'cat_grupos_entrega_clientes',
  {
    grupo: integer('grupo')
      .notNull()
      .references(() => catGruposEntrega.grupo, { onDelete: 'cascade' }),
    codCliente: integer('cod_cliente')
      .notNull()
      .unique()
      .references(() => catClientes.codCliente),
    ...auditColumns,
  },
  (t) => [index('cat_grupos_entrega_clientes_grupo_idx').on(t.grupo)],
);
