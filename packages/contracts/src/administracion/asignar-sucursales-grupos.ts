import { z } from 'zod';
import { entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import { LISTA_MAX } from './asignacion-grupos.ts';

export { asignacionMessages } from './asignacion-grupos.ts';

/** S42 'Asignar sucursales a grupos' (000 §2 Branch groups). */
export const ASIGNAR_SUCURSALES_GRUPOS_URL = '/{product}/administracion/asignar-sucursales-grupos';

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

/** S42 (000 §2 Branch groups). */
export const asignarSucursalesGruposPantalla = pantalla({
  access: 'menu',
  id: 1123,
  parent: 11,
  name: 'Asignar sucursales a grupos',
  icon: 'ClusterOutlined',
  url: ASIGNAR_SUCURSALES_GRUPOS_URL,
  title: 'Asignar sucursales a grupos',
  order: 23,
  // Issue 29: a group's branches added and removed (here or in 'Grupo sucursales'), under its id.
  historial: { tablas: ['cat_grupo_sucursales_det'] },
  empresa: 1,
});
