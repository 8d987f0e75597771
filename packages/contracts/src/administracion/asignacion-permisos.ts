import { z } from 'zod';
import { entero, enteroTexto, texto } from '../campos.ts';
import { PRODUCT_PLACEHOLDER } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/**
 * Permission trees (003 §2.1, S38–S40): one screen shape over three menus. Each screen's route is
 * also the menu url that grants its calls.
 */
export const ASIGNACION_PERMISOS_URL = '/{product}/administracion/asignacion-permisos';
export const PERMISOS_CAJA_URL = '/{product}/sistemas/permisoscaja{product}20';
export const PERMISOS_ALMACEN_URL = '/{product}/sistemas/PermisosAlmacenBaranetos';

/** Menu ids of the three screens (docs/decisions/, Menu ids: 1100–1119). */
export const MENU_ASIGNACION_PERMISOS = 1100;
export const MENU_PERMISOS_CAJA = 1101;
export const MENU_PERMISOS_ALMACEN = 1102;

export const permisosMessages = {
  tituloWeb: 'Asignación de permisos',
  tituloCaja: 'Asignación de permisos FarmaSí 2.0',
  tituloAlmacen: 'Asignación de permisos Almacen Baranetos',
  buscarEmpleado: 'Buscar empleado por código o nombre',
  empleado: 'Empleado: {codEmpleado} - {nombre}',
  quitarEmpleado: 'Quitar empleado',
  guardar: 'Guardar permisos',
  expandir: 'Expandir todo',
  contraer: 'Contraer todo',
  confirmar: '¿Desea guardar su selección de permisos?',
  guardados: 'Permisos guardados correctamente.',
  autoBloqueo:
    'Está a punto de quitarse el acceso a esta pantalla ({pantalla}). Ya no podrá volver a asignar permisos. ¿Desea continuar?',
  opcionesDesconocidas: 'Las opciones {ids} no existen en el menú.',
  usuarioNoExiste: 'El usuario web {idWebUsuario} no existe o está inactivo.',
  sinEmpleados: 'No se encontraron empleados con usuario web activo.',
} as const;

/** 003 §3 Menu permission node: one option of a menu with this user's state. */
export const nodoPermisoSchema = z.object({
  id: entero(),
  parentid: entero().nullable(),
  name: z.string(),
  icon: z.string().nullable(),
  selected: z.boolean(),
  indeterminate: z.boolean(),
});
export type NodoPermiso = z.infer<typeof nodoPermisoSchema>;

/** 003 §3 Employee: an active employee with an active web user (the id the permissions belong to). */
export const empleadoUsuarioSchema = z.object({
  codEmpleado: entero(),
  nombre: z.string(),
  idWebUsuarios: entero(),
});
export type EmpleadoUsuario = z.infer<typeof empleadoUsuarioSchema>;

const usuarioParams = z.object({
  idWebUsuario: enteroTexto().positive('El usuario no es válido.'),
});

/** 003 §3 Save payload: the ids of every selected or partially selected node. */
export const guardarPermisosBody = z.object({
  idWebUsuario: entero().positive('El usuario no es válido.'),
  permisosWebUsuario: z.array(entero()).max(2000),
});
export type GuardarPermisosBody = z.infer<typeof guardarPermisosBody>;

const obtener = (path: string, summary: string) =>
  endpoint({ method: 'GET', path, params: usuarioParams, data: z.array(nodoPermisoSchema), summary });
const guardar = (path: string, summary: string) =>
  endpoint({ method: 'POST', path, body: guardarPermisosBody, data: z.array(nodoPermisoSchema), summary });

export const obtenerMenu = obtener(
  '/administracion/obtener-menu/:idWebUsuario',
  'Menú web completo con el estado de permisos del usuario',
);
export const guardarPermiso = guardar(
  '/administracion/guardar-permiso',
  'Reemplaza los permisos del menú web del usuario',
);
/** `{product}` in these paths is the configured product slug (docs/decisions/, S38–S40). */
export const obtenerMenuCaja = obtener(
  `/permisosCaja${PRODUCT_PLACEHOLDER}/obtener-menu-caja/:idWebUsuario`,
  'Opciones del punto de venta FarmaSí 2.0 con el estado de permisos del usuario',
);
export const guardarPermisoCaja = guardar(
  `/permisosCaja${PRODUCT_PLACEHOLDER}/guardar-permiso-caja`,
  'Reemplaza los permisos del punto de venta FarmaSí 2.0 del usuario',
);
export const obtenerMenuAlmacen = obtener(
  '/permisosAlmacenBaranetos/obtener-menu-almacen/:idWebUsuario',
  'Opciones del almacén Baranetos con el estado de permisos del usuario',
);
export const guardarPermisoAlmacen = guardar(
  '/permisosAlmacenBaranetos/guardar-permiso-almacen',
  'Reemplaza los permisos del almacén Baranetos del usuario',
);

/** Employee search of the three screens (path not in the spec; docs/decisions/). */
export const buscarEmpleadosUsuario = endpoint({
  method: 'GET',
  path: '/administracion/buscar-empleados-usuario/:texto',
  params: z.object({ texto: texto().trim().min(1).max(100) }),
  data: z.array(empleadoUsuarioSchema),
  summary: 'Busca empleados activos con usuario web activo por código o nombre',
});
export const EMPLEADOS_LIMITE = 50;

/** The three menus and what differs between their screens. */
export type TipoPermisos = 'web' | 'caja' | 'almacen';
export const tiposPermisos = {
  web: {
    url: ASIGNACION_PERMISOS_URL,
    menuId: MENU_ASIGNACION_PERMISOS,
    titulo: permisosMessages.tituloWeb,
    obtener: obtenerMenu,
    guardar: guardarPermiso,
  },
  caja: {
    url: PERMISOS_CAJA_URL,
    menuId: MENU_PERMISOS_CAJA,
    titulo: permisosMessages.tituloCaja,
    obtener: obtenerMenuCaja,
    guardar: guardarPermisoCaja,
  },
  almacen: {
    url: PERMISOS_ALMACEN_URL,
    menuId: MENU_PERMISOS_ALMACEN,
    titulo: permisosMessages.tituloAlmacen,
    obtener: obtenerMenuAlmacen,
    guardar: guardarPermisoAlmacen,
  },
} as const;

/** An endpoint with the product slug in its path (the caja calls carry it). */
export const conProducto = <E extends { path: string }>(e: E, product: string): E => ({
  ...e,
  path: e.path.replaceAll(PRODUCT_PLACEHOLDER, product),
});

/** S38: the web menu's permissions. */
export const asignacionPermisosPantalla = pantalla({
  access: 'menu',
  id: MENU_ASIGNACION_PERMISOS,
  parent: 11,
  name: 'Asignación de permisos',
  icon: 'SafetyCertificateOutlined',
  url: ASIGNACION_PERMISOS_URL,
  title: permisosMessages.tituloWeb,
  order: 0,
  // Issue 29: the employee's permissions of this tree, audited under his web user id.
  historial: { tablas: ['web_usuarios_permisos'] },
  empresa: 1,
});

/** S39: the point of sale's permissions; the segment embeds the slug (permisoscaja{product}20). */
export const permisosCajaPantalla = pantalla({
  access: 'menu',
  id: MENU_PERMISOS_CAJA,
  parent: 30,
  name: 'Asignación de permisos FarmaSí 2.0',
  icon: 'KeyOutlined',
  url: PERMISOS_CAJA_URL,
  title: permisosMessages.tituloCaja,
  order: 1,
  // Issue 29: the employee's permissions of this tree, audited under his web user id.
  historial: { tablas: ['caja_usuarios_permisos'] },
  empresa: 1,
});

/** S40: the wholesale warehouse's permissions. */
export const permisosAlmacenPantalla = pantalla({
  access: 'menu',
  id: MENU_PERMISOS_ALMACEN,
  parent: 30,
  name: 'Asignación de permisos Almacen Baranetos',
  icon: 'LockOutlined',
  url: PERMISOS_ALMACEN_URL,
  title: permisosMessages.tituloAlmacen,
  order: 2,
  // Issue 29: the employee's permissions of this tree, audited under his web user id.
  historial: { tablas: ['almacen_usuarios_permisos'] },
  empresa: 1,
});
