import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, catClientes } from '../../../db/schema/index.ts';

/** Kinds of schedule a customer (a pharmacy of the chain) publishes (reference data, datos.sql). */
export const catTiposHorario = pgTable('cat_tipos_horario', {
  idTipoHorario: integer('id_tipo_horario').primaryKey(),
  descripcion: text('descripcion').notNull().unique(),
  orden: smallint('orden').notNull().default(0),
});

/** 001 §3 Schedule: the customer's opening hours for one kind, as free text (one per kind). */
export const catClientesHorarios = pgTable(
  'cat_clientes_horarios',
  {
    codCliente: integer('cod_cliente')
      .notNull()
      .references(() => catClientes.codCliente),
    idTipoHorario: integer('id_tipo_horario')
      .notNull()
      .references(() => catTiposHorario.idTipoHorario),
    horarios: text('horarios').notNull().default(''),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.codCliente, t.idTipoHorario] })],
);
