import { foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { webUsuarios } from '../../../db/schema/index.ts';

/**
 * Option trees of the branches' point of sale (FarmaSí 2.0) and of the Baranetos warehouse: product
 * data filled by the custom migration, read by those systems; the back-office only grants them
 * (S39, S40). Same shape as web_menu, without url or company (they are not web screens).
 */
const menuColumns = {
  id: integer('id').primaryKey(),
  parentid: integer('parentid'),
  name: text('name').notNull(),
  icon: text('icon'),
  orden: integer('orden').notNull().default(0),
};

export const cajaMenu = pgTable('caja_menu', menuColumns, (t) => [
  foreignKey({ name: 'caja_menu_parent_fk', columns: [t.parentid], foreignColumns: [t.id] }),
]);

export const almacenMenu = pgTable('almacen_menu', menuColumns, (t) => [
  foreignKey({ name: 'almacen_menu_parent_fk', columns: [t.parentid], foreignColumns: [t.id] }),
]);

/** A user's granted options of one tree; constraint names are explicit (drizzle-kit cuts at 63). */
export const cajaUsuariosPermisos = pgTable(
  'caja_usuarios_permisos',
  {
    idUsuario: integer('id_usuario').notNull(),
    idMenu: integer('id_menu').notNull(),
  },
  (t) => [
    primaryKey({ name: 'caja_usuarios_permisos_pk', columns: [t.idUsuario, t.idMenu] }),
    foreignKey({
      name: 'caja_usuarios_permisos_usuario_fk',
      columns: [t.idUsuario],
      foreignColumns: [webUsuarios.idUsuario],
    }).onDelete('cascade'),
    foreignKey({
      name: 'caja_usuarios_permisos_menu_fk',
      columns: [t.idMenu],
      foreignColumns: [cajaMenu.id],
    }).onDelete('cascade'),
  ],
);

export const almacenUsuariosPermisos = pgTable(
  'almacen_usuarios_permisos',
  {
    idUsuario: integer('id_usuario').notNull(),
    idMenu: integer('id_menu').notNull(),
  },
  (t) => [
    primaryKey({ name: 'almacen_usuarios_permisos_pk', columns: [t.idUsuario, t.idMenu] }),
    foreignKey({
      name: 'almacen_usuarios_permisos_usuario_fk',
      columns: [t.idUsuario],
      foreignColumns: [webUsuarios.idUsuario],
    }).onDelete('cascade'),
    foreignKey({
      name: 'almacen_usuarios_permisos_menu_fk',
      columns: [t.idMenu],
      foreignColumns: [almacenMenu.id],
    }).onDelete('cascade'),
  ],
);
