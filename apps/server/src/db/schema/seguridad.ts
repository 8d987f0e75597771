import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const auditColumns = {
  creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  creadoPor: integer('creado_por'),
  modificadoEn: timestamp('modificado_en', { withTimezone: true }),
  modificadoPor: integer('modificado_por'),
};

export { auditColumns };

export const empleados = pgTable('empleados', {
  codEmpleado: serial('cod_empleado').primaryKey(),
  nombre: text('nombre').notNull(),
  apellidoPaterno: text('apellido_paterno').notNull().default(''),
  apellidoMaterno: text('apellido_materno').notNull().default(''),
  activo: boolean('activo').notNull().default(true),
  ...auditColumns,
});

export const webUsuariosGrupos = pgTable('web_usuarios_grupos', {
  idWebUsuariosGrupos: serial('id_web_usuarios_grupos').primaryKey(),
  nombre: text('nombre').notNull(),
  /** Members receive every menu entry, including those that later migrations add. */
  esAdministrador: boolean('es_administrador').notNull().default(false),
});

export const webUsuarios = pgTable(
  'web_usuarios',
  {
    idUsuario: serial('id_usuario').primaryKey(),
    usuario: text('usuario').notNull(),
    passwordHash: text('password_hash').notNull(),
    codEmpleado: integer('cod_empleado')
      .notNull()
      .references(() => empleados.codEmpleado),
    idWebUsuariosGrupos: integer('id_web_usuarios_grupos').references(
      () => webUsuariosGrupos.idWebUsuariosGrupos,
    ),
    activo: boolean('activo').notNull().default(true),
    passwordCambiadoEn: timestamp('password_cambiado_en', { withTimezone: true }),
    /**
     * Raised to end every session of the user (an administrator's order; a trigger raises it when
     * the user or his employee is deactivated): tokens carry the version they were issued under.
     */
    versionSesion: integer('version_sesion').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('web_usuarios_usuario_uq').on(sql`lower(${t.usuario})`)],
);

/** The web menu (000 §3 Permission/menu item). url keeps the '{product}' placeholder. */
export const webMenu = pgTable('web_menu', {
  id: integer('id').primaryKey(),
  parentid: integer('parentid'),
  name: text('name').notNull(),
  icon: text('icon'),
  url: text('url'),
  idEmpresa: smallint('id_empresa').notNull(),
  orden: integer('orden').notNull().default(0),
});

export const webUsuariosPermisos = pgTable(
  'web_usuarios_permisos',
  {
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => webUsuarios.idUsuario, { onDelete: 'cascade' }),
    idMenu: integer('id_menu')
      .notNull()
      .references(() => webMenu.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.idUsuario, t.idMenu] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    familia: uuid('familia').notNull(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => webUsuarios.idUsuario, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
    usadoEn: timestamp('usado_en', { withTimezone: true }),
    revocadoEn: timestamp('revocado_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    /** The user's session version when the family began: renewal refuses an older one. */
    versionSesion: integer('version_sesion').notNull().default(0),
    /** When the family (the session) began, kept across rotations: its absolute lifetime counts from here. */
    sesionIniciadaEn: timestamp('sesion_iniciada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_usuario_idx').on(t.idUsuario, t.revocadoEn)],
);

export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    idUsuario: integer('id_usuario'),
    requestId: text('request_id'),
    metodo: text('metodo').notNull(),
    ruta: text('ruta').notNull(),
    /**
     * The menu screen (web_menu id) whose module registered the route that made the change
     * (platform/pantalla-ruta.ts); null for changes made outside a screen (tools, seeds) and for
     * entries written before the column existed.
     */
    pantalla: integer('pantalla'),
    tabla: text('tabla').notNull(),
    clave: text('clave').notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
  },
  // The Bitácora's reads (newest first, by user, by screen) and a record's history.
  (t) => [
    index('auditoria_fecha_idx').on(t.fecha.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('auditoria_usuario_fecha_idx').on(
      t.idUsuario,
      t.fecha.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('auditoria_pantalla_fecha_idx').on(
      t.pantalla,
      t.fecha.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('auditoria_registro_idx').on(t.tabla, t.clave, t.id.desc().nullsFirst()),
  ],
);

/**
 * A counter per cached data set, raised by statement triggers in the writing transaction, so a
 * reader sees a new version only once the change is committed (platform/cache-versionada.ts).
 */
export const catalogoVersiones = pgTable('catalogo_versiones', {
  nombre: text('nombre').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
