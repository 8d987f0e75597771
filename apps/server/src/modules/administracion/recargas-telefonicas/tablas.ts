import { bigserial, char, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, catRecargasProveedores, catSucursales } from '../../../db/schema/index.ts';

/**
 * A branch's user at a top-up provider (the airtime providers' catalogue of the articles). The password is stored encrypted (AES-256-GCM, see
 * platform/secretos.ts) and never returned; one row per branch and provider.
 */
export const catRecargasUsuarioSucursal = pgTable(
  'cat_recargas_usuario_sucursal',
  {
    idCatRecargasUsuarioSucursal: integer('id_cat_recargas_usuario_sucursal')
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    codSucursal: integer('cod_sucursal')
      .notNull()
      .references(() => catSucursales.codSucursal),
    idProveedor: integer('id_proveedor')
      .notNull()
      .references(() => catRecargasProveedores.codigo),
    usuario: text('usuario').notNull(),
    passwordCifrado: text('password_cifrado').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('cat_recargas_usuario_sucursal_uq').on(t.codSucursal, t.idProveedor)],
);

/**
 * Credentials queued for a branch's point of sale (on save and on 'Reenviar'); the branch's sync
 * marks enviadoEn when it has taken them. motivo: G saved, R resent.
 */
export const recargasEnvios = pgTable(
  'recargas_envios',
  {
    idEnvio: bigserial('id_envio', { mode: 'number' }).primaryKey(),
    idCatRecargasUsuarioSucursal: integer('id_cat_recargas_usuario_sucursal')
      .notNull()
      .references(() => catRecargasUsuarioSucursal.idCatRecargasUsuarioSucursal, { onDelete: 'cascade' }),
    codSucursal: integer('cod_sucursal').notNull(),
    motivo: char('motivo', { length: 1 }).notNull(),
    solicitadoPor: integer('solicitado_por'),
    solicitadoEn: timestamp('solicitado_en', { withTimezone: true }).notNull().defaultNow(),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
  },
  (t) => [index('recargas_envios_pendientes_idx').on(t.codSucursal, t.enviadoEn)],
);
