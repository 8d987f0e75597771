import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, serial, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { catClientes } from './clientes.ts';
import { auditColumns } from './seguridad.ts';

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
