import { z } from 'zod';
import { entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Two screens of one shape (003 §2.4): branches assigned to delivery groups ('Asignar clientes a
 * grupos de entrega') and to branch groups (asignar-sucursales-grupos, 000 §2 Branch groups).
 */
export const GRUPOS_ENTREGA_URL = '/{product}/administracion/asignar-clientes-grupos-entrega';
export const ASIGNAR_SUCURSALES_GRUPOS_URL = '/{product}/administracion/asignar-sucursales-grupos';

export const asignacionMessages = {
  tituloEntrega: 'Asignar clientes a grupos de entrega',
  tituloSucursales: 'Asignar sucursales a grupos',
  modalTitulo: 'Sucursales para el Grupo',
  sinGrupo: 'Esta sucursal aun no esta en un grupo.',
  sinSucursal: 'Debe seleccionar al menos una sucursal',
  deseaGuardar: '¿Desea guardar las sucursales en el grupo?',
  deseaEliminar: '¿Desea eliminar la sucursal {sucursal} del grupo {grupo}?',
  deseaEliminarTodas: '¿Desea eliminar todas las sucursales del grupo {grupo}?',
  guardadas: 'Sucursales agregadas al grupo correctamente.',
  eliminada: 'Sucursal eliminada del grupo correctamente.',
  eliminadas: 'Se eliminaron las sucursales del grupo {grupo}.',
  grupoNoExiste: 'El grupo no existe.',
  grupoVacio: 'El grupo {grupo} no tiene sucursales asignadas.',
  noEstaEnGrupo: 'La sucursal {sucursal} no pertenece al grupo {grupo}.',
  sucursalNoExiste: 'La sucursal {codigo} no existe o está inactiva.',
  sucursalEnOtroGrupo: 'La sucursal {sucursal} ya pertenece al grupo {grupo}.',
  asignadaMientras: 'Otro usuario asignó alguna de las sucursales mientras tanto; consulte de nuevo.',
} as const;

const LISTA_MAX = 5000;

// ---------------------------------------------------------------- delivery groups

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

// ---------------------------------------------------------------- branch groups

export const grupoSucursalesAsignacionSchema = z.object({
  idCatGrupoSucursalesEnc: entero(),
  grupo: z.string(),
  sucursales: entero(),
});
export type GrupoSucursalesAsignacion = z.infer<typeof grupoSucursalesAsignacionSchema>;

/** A branch and its branch group (0 = in no group). */
export const sucursalAsignacionSchema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  nombre: z.string(),
  idCatGrupoSucursalesEnc: entero(),
  seleccionado: z.boolean(),
});
export type SucursalAsignacion = z.infer<typeof sucursalAsignacionSchema>;

const idGrupo = entero().positive('El grupo no es válido.');

export const sucursalesAsignadas = endpoint({
  method: 'GET',
  path: '/asignar-sucursales-grupos/sucursales-grupos',
  data: z.array(sucursalAsignacionSchema),
  summary: 'Sucursales asignadas a algún grupo de sucursales',
});

export const gruposAsignacion = endpoint({
  method: 'GET',
  path: '/asignar-sucursales-grupos/grupos',
  data: z.array(grupoSucursalesAsignacionSchema),
  summary: 'Grupos de sucursales con su número de sucursales',
});

export const gruposSinSucursales = endpoint({
  method: 'GET',
  path: '/asignar-sucursales-grupos/grupos-sin-sucursales',
  data: z.array(grupoSucursalesAsignacionSchema),
  summary: 'Grupos de sucursales que no tienen sucursales',
});

export const sucursalesSinGrupo = endpoint({
  method: 'GET',
  path: '/asignar-sucursales-grupos/sucursales-sin-grupo',
  data: z.array(sucursalAsignacionSchema),
  summary: 'Sucursales activas que no están en ningún grupo',
});

export const filtroSucursal = endpoint({
  method: 'GET',
  path: '/asignar-sucursales-grupos/filtro/:codSucursal',
  params: z.object({ codSucursal: enteroTexto().positive('La sucursal no es válida.') }),
  data: z.array(sucursalAsignacionSchema),
  summary: 'Sucursales del grupo al que pertenece una sucursal',
});

export const eliminarSucursal = endpoint({
  method: 'POST',
  path: '/asignar-sucursales-grupos/eliminar',
  body: z.object({
    Grupo: idGrupo,
    codSucursal: entero().positive('La sucursal no es válida.'),
  }),
  data: sucursalAsignacionSchema,
  summary: 'Quita una sucursal de su grupo',
});

export const eliminarTodas = endpoint({
  method: 'POST',
  path: '/asignar-sucursales-grupos/eliminar-todas',
  body: z.object({ Grupo: idGrupo }),
  data: z.object({ Grupo: entero(), eliminadas: entero() }),
  summary: 'Quita todas las sucursales de un grupo',
});

export const guardarAsignacion = endpoint({
  method: 'POST',
  path: '/asignar-sucursales-grupos/guardar',
  body: z.object({
    Grupo: idGrupo,
    listadoSucursales: z
      .array(z.object({ codSucursal: entero().positive(), seleccionado: z.boolean() }).loose())
      .max(LISTA_MAX),
  }),
  data: z.array(sucursalAsignacionSchema),
  summary: 'Agrega al grupo las sucursales marcadas (seleccionado)',
});
