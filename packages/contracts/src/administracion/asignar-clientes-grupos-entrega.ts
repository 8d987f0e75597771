import { z } from 'zod';
import { entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import { LISTA_MAX } from './asignacion-grupos.ts';

export { asignacionMessages } from './asignacion-grupos.ts';

/** S43 'Asignar clientes a grupos de entrega' (003 §2.4). */
export const GRUPOS_ENTREGA_URL = '/{product}/administracion/asignar-clientes-grupos-entrega';

/** 003 §3 Delivery group. */
export const grupoEntregaSchema = z.object({
  grupo: entero(),
  nombre: z.string(),
  sucursales: entero(),
});
export type GrupoEntrega = z.infer<typeof grupoEntregaSchema>;

/** 003 §3 Branch in group: the branch as a customer (cod_Cliente). grupo 0 = in no group. */
export const sucursalGrupoEntregaSchema = z.object({
  cod_Cliente: entero(),
  nombre: z.string(),
  sucursal: z.string(),
  grupo: entero(),
  seleccionado: z.boolean(),
});
export type SucursalGrupoEntrega = z.infer<typeof sucursalGrupoEntregaSchema>;

export const entregaAsignadas = endpoint({
  method: 'GET',
  path: '/grupos-entrega',
  data: z.array(sucursalGrupoEntregaSchema),
  summary: 'Sucursales (clientes) asignadas a algún grupo de entrega',
});

export const entregaFiltro = endpoint({
  method: 'GET',
  path: '/grupos-entrega/filtro/:codCliente',
  params: z.object({ codCliente: enteroTexto().positive('El cliente no es válido.') }),
  data: z.array(sucursalGrupoEntregaSchema),
  summary: 'Sucursales del grupo de entrega al que pertenece un cliente',
});

export const entregaGrupos = endpoint({
  method: 'GET',
  path: '/grupos-entrega/grupos',
  data: z.array(grupoEntregaSchema),
  summary: 'Grupos de entrega con su número de sucursales',
});

export const entregaSinGrupo = endpoint({
  method: 'GET',
  path: '/grupos-entrega/sucursales',
  data: z.array(sucursalGrupoEntregaSchema),
  summary: 'Sucursales (clientes) activas que no están en ningún grupo de entrega',
});

export const entregaEliminar = endpoint({
  method: 'POST',
  path: '/grupos-entrega/eliminar',
  body: z.object({
    grupo: entero().positive('El grupo no es válido.'),
    cod_Cliente: entero().positive('El cliente no es válido.'),
  }),
  data: sucursalGrupoEntregaSchema,
  summary: 'Quita una sucursal de su grupo de entrega',
});

export const entregaEliminarTodas = endpoint({
  method: 'POST',
  path: '/grupos-entrega/eliminar-todas',
  body: z.object({ grupo: entero().positive('El grupo no es válido.') }),
  data: z.object({ grupo: entero(), eliminadas: entero() }),
  summary: 'Quita todas las sucursales de un grupo de entrega',
});

export const entregaGuardar = endpoint({
  method: 'POST',
  path: '/grupos-entrega/guardar',
  body: z.object({
    grupo: entero().positive('El grupo no es válido.'),
    sucursales: z
      .array(z.object({ cod_Cliente: entero().positive(), seleccionado: z.boolean() }).loose())
      .max(LISTA_MAX),
  }),
  data: z.array(sucursalGrupoEntregaSchema),
  summary: 'Agrega al grupo de entrega las sucursales marcadas (seleccionado)',
});

/** S43 (003 §2.4). */
export const asignarClientesGruposEntregaPantalla = pantalla({
  access: 'menu',
  id: 1122,
  parent: 11,
  name: 'Asignar clientes a grupos de entrega',
  icon: 'CarOutlined',
  url: GRUPOS_ENTREGA_URL,
  title: 'Asignar clientes a grupos de entrega',
  order: 22,
  // Issue 29: a group's customers added and removed, audited under the group's number.
  historial: { tablas: ['cat_grupos_entrega_clientes'] },
  empresa: 1,
});
