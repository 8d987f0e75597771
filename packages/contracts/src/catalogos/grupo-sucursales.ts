import { z } from 'zod';
import { entero, enteroTexto, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

export const GRUPO_NOMBRE_MAX = 100;

/** Screen route, also the menu url that grants every call below. */
export const GRUPO_SUCURSALES_URL = '/{product}/catalogos/catgruposucursales';

export const grupoSchema = z.object({ idCatGrupoSucursalesEnc: entero(), grupo: z.string() });
export type Grupo = z.infer<typeof grupoSchema>;

/** Branch as the spec lists it (000 §3 Branch). */
export const sucursalSchema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  nombre: z.string(),
  seleccionado: z.boolean(),
  propia: entero(),
});
export type Sucursal = z.infer<typeof sucursalSchema>;

const idGrupoParams = z.object({ idGrupo: enteroTexto().positive('El grupo no es válido.') });

export const grupos = endpoint({
  method: 'GET',
  path: '/grupo-sucursales/grupos',
  data: z.array(grupoSchema),
  summary: 'Lista de grupos de sucursales',
});

export const sucursalesGrupo = endpoint({
  method: 'GET',
  path: '/grupo-sucursales/sucursales-grupo/:idGrupo',
  params: idGrupoParams,
  data: z.array(sucursalSchema),
  summary: 'Sucursales asignadas a un grupo',
});

/**
 * Branches for the edit modal: those of the group (seleccionado true, 'Asignadas') and those in no
 * group (seleccionado false, 'Por asignar'). Branches of other groups are not offered.
 */
export const buscarSucursales = endpoint({
  method: 'GET',
  path: '/grupo-sucursales/sucursales/buscar/:idGrupo',
  params: z.object({ idGrupo: enteroTexto().min(0, 'El grupo no es válido.') }),
  data: z.array(sucursalSchema),
  summary: 'Sucursales por asignar y asignadas para el modal de edición',
});

export const ELIMINAR = 'eliminar';

export const guardarEliminaBody = z.object({
  grupo: entero().min(0, 'El grupo no es válido.'),
  nombre: texto()
    .trim()
    .max(GRUPO_NOMBRE_MAX, `El nombre del grupo admite como máximo ${GRUPO_NOMBRE_MAX} caracteres.`),
});

export const guardarElimina = endpoint({
  method: 'POST',
  path: '/grupo-sucursales/guardar-elimina',
  body: guardarEliminaBody,
  data: grupoSchema,
  summary: "Crea (grupo 0), renombra o elimina (nombre 'eliminar') un grupo",
});

export const guardarSucursalesBody = z
  .array(
    z.object({
      codSucursal: entero().positive(),
      nombre: texto().max(200).default(''),
      seleccionado: z.boolean(),
      sucursal: texto().max(200).default(''),
    }),
  )
  .max(5000);

/** Replaces the group's branches with those marked seleccionado. */
export const guardarSucursales = endpoint({
  method: 'POST',
  path: '/grupo-sucursales/guardar-sucursales/:idGrupo',
  params: idGrupoParams,
  body: guardarSucursalesBody,
  data: z.array(sucursalSchema),
  summary: 'Guarda las sucursales del grupo (reemplaza las asignadas)',
});

/** S07 'Grupo sucursales' (000 §2 Branch groups). */
export const grupoSucursalesPantalla = pantalla({
  access: 'menu',
  id: 1001,
  parent: 10,
  name: 'Grupo sucursales',
  icon: 'ClusterOutlined',
  url: GRUPO_SUCURSALES_URL,
  title: 'Grupo sucursales',
  order: 5,
  empresa: 1,
  historial: { tablas: ['cat_grupo_sucursales_enc', 'cat_grupo_sucursales_det'] },
});
