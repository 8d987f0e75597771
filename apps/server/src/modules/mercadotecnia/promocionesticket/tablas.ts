import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { archivos, auditColumns, catSucursales } from '../../../db/schema/index.ts';

/**
 * A ticket promotion (001 §3): the .bmp printed at the foot of the tickets of its branches between
 * its dates, in the line's order 1..n. idEmpresa is the line (1 pharmacies, 2 Baranetos).
 */
export const catPromocionesTicket = pgTable(
  'cat_promociones_ticket',
  {
    idCatPromocionesTicket: integer('id_cat_promociones_ticket').primaryKey().generatedAlwaysAsIdentity(),
    idEmpresa: smallint('id_empresa').notNull(),
    orden: integer('orden').notNull(),
    fechaInicial: date('fecha_inicial', { mode: 'string' }).notNull(),
    fechaFinal: date('fecha_final', { mode: 'string' }).notNull(),
    idArchivo: integer('id_archivo').notNull(),
    ancho: integer('ancho').notNull(),
    alto: integer('alto').notNull(),
    ...auditColumns,
  },
  (t) => [
    index('cat_promociones_ticket_orden_idx').on(t.idEmpresa, t.orden),
    foreignKey({
      name: 'cat_promociones_ticket_archivo_fk',
      columns: [t.idArchivo],
      foreignColumns: [archivos.id],
    }),
    check('cat_promociones_ticket_fechas_ck', sql`${t.fechaInicial} <= ${t.fechaFinal}`),
  ],
);

/** The branches whose tickets print a promotion. */
export const catPromocionesTicketSucursales = pgTable(
  'cat_promociones_ticket_sucursales',
  {
    idCatPromocionesTicket: integer('id_cat_promociones_ticket').notNull(),
    codSucursal: integer('cod_sucursal').notNull(),
  },
  (t) => [
    primaryKey({ name: 'cat_prom_ticket_suc_pk', columns: [t.idCatPromocionesTicket, t.codSucursal] }),
    foreignKey({
      name: 'cat_prom_ticket_suc_promocion_fk',
      columns: [t.idCatPromocionesTicket],
      foreignColumns: [catPromocionesTicket.idCatPromocionesTicket],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cat_prom_ticket_suc_sucursal_fk',
      columns: [t.codSucursal],
      foreignColumns: [catSucursales.codSucursal],
    }),
  ],
);
