import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { auditColumns, catSucursales, webUsuarios } from '../../../db/schema/index.ts';

/**
 * Transfers between branches (003 §3): sent by a branch's point of sale, received here.
 * estatus 'P' pending, 'R' received; who received and when are null until then.
 */
export const traspasosSucursalesEnc = pgTable(
  'traspasos_sucursales_enc',
  {
    idTraspasosSucursalesEnc: serial('id_traspasos_sucursales_enc').primaryKey(),
    folioTraspaso: bigint('folio_traspaso', { mode: 'number' }).notNull().unique(),
    codSucursalOrigen: integer('cod_sucursal_origen')
      .notNull()
      .references(() => catSucursales.codSucursal),
    codSucursalDestino: integer('cod_sucursal_destino')
      .notNull()
      .references(() => catSucursales.codSucursal),
    motivo: text('motivo').notNull().default(''),
    /** Name of the branch employee who sent it (a point-of-sale user, not a web user). */
    usuarioEnvio: text('usuario_envio').notNull(),
    fechaTraspaso: timestamp('fecha_traspaso', { withTimezone: true }).notNull(),
    estatus: text('estatus').notNull().default('P'),
    idUsuarioRecibio: integer('id_usuario_recibio').references(() => webUsuarios.idUsuario),
    fechaRecibio: timestamp('fecha_recibio', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    check('traspasos_sucursales_enc_estatus_ck', sql`${t.estatus} in ('P', 'R')`),
    check('traspasos_sucursales_enc_sucursales_ck', sql`${t.codSucursalOrigen} <> ${t.codSucursalDestino}`),
    check(
      'traspasos_sucursales_enc_recibido_ck',
      sql`(${t.estatus} = 'R') = (${t.fechaRecibio} is not null and ${t.idUsuarioRecibio} is not null)`,
    ),
    // The list filters by date range, optionally status and branches, newest first.
    index('traspasos_sucursales_enc_fecha_idx').on(t.fechaTraspaso.desc(), t.idTraspasosSucursalesEnc.desc()),
    // Each ends with the list's whole order (date, then id), so a page is read from the index in
    // order and stops at its last row, with no sort of every matching row.
    index('traspasos_sucursales_enc_estatus_fecha_idx').on(
      t.estatus,
      t.fechaTraspaso.desc(),
      t.idTraspasosSucursalesEnc.desc(),
    ),
    index('traspasos_sucursales_enc_origen_fecha_idx').on(
      t.codSucursalOrigen,
      t.fechaTraspaso.desc(),
      t.idTraspasosSucursalesEnc.desc(),
    ),
    index('traspasos_sucursales_enc_destino_fecha_idx').on(
      t.codSucursalDestino,
      t.fechaTraspaso.desc(),
      t.idTraspasosSucursalesEnc.desc(),
    ),
  ],
);

/**
 * How many transfers each UTC day holds per status, kept by statement triggers on the header table
 * (migration traspasos_conteo_triggers): the list's exact 'Total' over a wide range adds these days
 * and counts only its two partial days row by row (traspasos-sucursales/conteo.ts).
 */
export const traspasosConteoDia = pgTable(
  'traspasos_conteo_dia',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    estatus: text('estatus').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.estatus] })],
);

/**
 * Lines of a transfer. The article's code and description are kept as they were when the transfer
 * was made (a document snapshot), so the line does not depend on the article catalogue.
 */
export const traspasosSucursalesDet = pgTable(
  'traspasos_sucursales_det',
  {
    idTraspasosSucursalesDet: serial('id_traspasos_sucursales_det').primaryKey(),
    idTraspasosSucursalesEnc: integer('id_traspasos_sucursales_enc')
      .notNull()
      .references(() => traspasosSucursalesEnc.idTraspasosSucursalesEnc, { onDelete: 'cascade' }),
    codArticulo: integer('cod_articulo').notNull(),
    descArticulo: text('desc_articulo').notNull(),
    cantidad: integer('cantidad').notNull(),
    costo: numeric('costo', { precision: 14, scale: 4 }).notNull(),
    fechaCaducidad: date('fecha_caducidad', { mode: 'string' }),
    lote: text('lote').notNull().default(''),
  },
  (t) => [
    check('traspasos_sucursales_det_cantidad_ck', sql`${t.cantidad} > 0`),
    check('traspasos_sucursales_det_costo_ck', sql`${t.costo} >= 0`),
    index('traspasos_sucursales_det_enc_idx').on(t.idTraspasosSucursalesEnc),
  ],
);
