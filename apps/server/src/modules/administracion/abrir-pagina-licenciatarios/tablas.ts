import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, catSucursales, webUsuarios } from '../../../db/schema/index.ts';

/**
 * The licensee portal's user accounts (003 §3 Licensee): staff of licensee branches. The back-office
 * only reads them to open the portal as one of them; they have no back-office password.
 */
export const licenciatariosUsuarios = pgTable(
  'licenciatarios_usuarios',
  {
    idUsuario: serial('id_usuario').primaryKey(),
    usuario: text('usuario').notNull(),
    nombre: text('nombre').notNull(),
    /** The licensee's own employee code at its branch, when it has one. */
    codEmpleado: integer('cod_empleado'),
    activo: boolean('activo').notNull().default(true),
    ...auditColumns,
  },
  (t) => [uniqueIndex('licenciatarios_usuarios_usuario_uq').on(sql`lower(${t.usuario})`)],
);

/** The licensee branches of an account: the login answer's sucursalesGrupo (only propia = 0 are read). */
export const licenciatariosUsuariosSucursales = pgTable(
  'licenciatarios_usuarios_sucursales',
  {
    idUsuario: integer('id_usuario').notNull(),
    codSucursal: integer('cod_sucursal').notNull(),
  },
  (t) => [
    primaryKey({ name: 'licenciatarios_usuarios_sucursales_pk', columns: [t.idUsuario, t.codSucursal] }),
    foreignKey({
      name: 'lic_usuarios_sucursales_usuario_fk',
      columns: [t.idUsuario],
      foreignColumns: [licenciatariosUsuarios.idUsuario],
    }).onDelete('cascade'),
    foreignKey({
      name: 'lic_usuarios_sucursales_sucursal_fk',
      columns: [t.codSucursal],
      foreignColumns: [catSucursales.codSucursal],
    }),
    index('lic_usuarios_sucursales_sucursal_idx').on(t.codSucursal),
  ],
);

/** Every portal session issued from the back-office, with the employee who opened it. */
export const licenciatariosSesiones = pgTable(
  'licenciatarios_sesiones',
  {
    idSesion: serial('id_sesion').primaryKey(),
    idUsuarioLicenciatario: integer('id_usuario_licenciatario').notNull(),
    /** Web user id of the employee who opened the portal as the licensee. */
    abiertaPor: integer('abierta_por').notNull(),
    emitidaEn: timestamp('emitida_en', { withTimezone: true }).notNull().defaultNow(),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
    /** The token's jti: ties a presented portal token to this row. */
    jti: uuid('jti').notNull(),
  },
  (t) => [
    uniqueIndex('licenciatarios_sesiones_jti_uq').on(t.jti),
    foreignKey({
      name: 'lic_sesiones_licenciatario_fk',
      columns: [t.idUsuarioLicenciatario],
      foreignColumns: [licenciatariosUsuarios.idUsuario],
    }),
    foreignKey({
      name: 'lic_sesiones_abierta_por_fk',
      columns: [t.abiertaPor],
      foreignColumns: [webUsuarios.idUsuario],
    }),
    index('lic_sesiones_licenciatario_idx').on(t.idUsuarioLicenciatario, t.abiertaPor, t.emitidaEn),
  ],
);

/** The log of openings (003 §6 'guardar-bitacora'): who opened which licensee's portal, when and from where. */
export const licenciatariosBitacora = pgTable(
  'licenciatarios_bitacora',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idUsuarioLicenciatario: integer('id_usuario_licenciatario').notNull(),
    idWebUsuario: integer('id_web_usuario').notNull(),
    idSesion: integer('id_sesion').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    foreignKey({
      name: 'lic_bitacora_licenciatario_fk',
      columns: [t.idUsuarioLicenciatario],
      foreignColumns: [licenciatariosUsuarios.idUsuario],
    }),
    foreignKey({
      name: 'lic_bitacora_web_usuario_fk',
      columns: [t.idWebUsuario],
      foreignColumns: [webUsuarios.idUsuario],
    }),
    foreignKey({
      name: 'lic_bitacora_sesion_fk',
      columns: [t.idSesion],
      foreignColumns: [licenciatariosSesiones.idSesion],
    }),
    // One log row per issued session: an opening is logged once.
    uniqueIndex('lic_bitacora_sesion_uq').on(t.idSesion),
    index('lic_bitacora_licenciatario_fecha_idx').on(t.idUsuarioLicenciatario, t.fecha),
  ],
);
