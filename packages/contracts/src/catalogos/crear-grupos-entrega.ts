import { z } from 'zod';
import { entero, id, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** S17 'Grupos de entrega' (001 §2 Delivery-hour groups). */
export const GRUPOS_ENTREGA_HORA_URL = '/{product}/catalogos/crear-grupos-entrega';

export const GRUPO_ENTREGA_NOMBRE_MAX = 100;
/** The time a new group starts with on every day (001 §5). */
export const HORA_INICIAL = '00:00';
export const HORA_VALIDA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The weekdays of a group, Monday to Saturday (001 §3): time field, flag field and label. */
export const DIAS_ENTREGA = [
  { dia: 'lunes', check: 'checkLunes', etiqueta: 'Lunes' },
  { dia: 'martes', check: 'checkMartes', etiqueta: 'Martes' },
  { dia: 'miercoles', check: 'checkMiercoles', etiqueta: 'Miércoles' },
  { dia: 'jueves', check: 'checkJueves', etiqueta: 'Jueves' },
  { dia: 'viernes', check: 'checkViernes', etiqueta: 'Viernes' },
  { dia: 'sabado', check: 'checkSabado', etiqueta: 'Sábado' },
] as const;
export type DiaEntrega = (typeof DIAS_ENTREGA)[number]['dia'];
export type CheckEntrega = (typeof DIAS_ENTREGA)[number]['check'];

export const gruposEntregaMessages = {
  sinNombre: 'Introdusca un nombre para el grupo.',
  nombreLargo: `El nombre del grupo admite como máximo ${GRUPO_ENTREGA_NOMBRE_MAX} caracteres.`,
  grupoInvalido: 'El grupo no es válido.',
  hora: 'La hora del {dia} no es válida: use HH:mm, de 00:00 a 23:59.',
  marca: 'La marca del {dia} debe ser S o N.',
  creado: 'Grupo de entrega creado correctamente.',
  actualizado: 'Grupo de entrega actualizado correctamente.',
  eliminado: 'Grupo de entrega eliminado correctamente.',
  deseaEliminar: '¿Desea eliminar el grupo de entrega {nombre}?',
  noExiste: 'El grupo de entrega no existe.',
  duplicado: 'Ya existe un grupo de entrega con el nombre {nombre}.',
  conClientes:
    'No se puede eliminar el grupo {nombre}: tiene {clientes} cliente(s) asignado(s). Quítelos primero en Asignar clientes a grupos de entrega.',
  sinGrupos: 'No hay grupos de entrega.',
} as const;
const m = gruposEntregaMessages;

const enDia = (texto: string, dia: string) => texto.replace('{dia}', dia);
const hora = (etiqueta: string) =>
  z
    .string({ error: enDia(m.hora, etiqueta) })
    .max(5, enDia(m.hora, etiqueta))
    .regex(HORA_VALIDA, enDia(m.hora, etiqueta));
const marca = (etiqueta: string) => z.enum(['S', 'N'], { error: enDia(m.marca, etiqueta) });

const horas = {
  lunes: hora('lunes'),
  martes: hora('martes'),
  miercoles: hora('miércoles'),
  jueves: hora('jueves'),
  viernes: hora('viernes'),
  sabado: hora('sábado'),
};
const marcas = {
  checkLunes: marca('lunes'),
  checkMartes: marca('martes'),
  checkMiercoles: marca('miércoles'),
  checkJueves: marca('jueves'),
  checkViernes: marca('viernes'),
  checkSabado: marca('sábado'),
};

/** 001 §3 Delivery group, plus how many customers S43 has assigned to it. */
export const grupoEntregaHoraSchema = z.object({
  grupo: entero(),
  descripcion: z.string(),
  ...horas,
  ...marcas,
  clientes: entero(),
});
export type GrupoEntregaHora = z.infer<typeof grupoEntregaHoraSchema>;

export const grupoEntregaHoraBody = z.object({
  /** 0 creates a group. */
  grupo: id(m.grupoInvalido),
  descripcion: texto(GRUPO_ENTREGA_NOMBRE_MAX, m.nombreLargo).trim().min(1, m.sinNombre),
  ...horas,
  ...marcas,
});
export type GrupoEntregaHoraBody = z.infer<typeof grupoEntregaHoraBody>;

export const gruposEntregaHora = endpoint({
  method: 'GET',
  path: '/grupos-entrega-hora',
  data: z.array(grupoEntregaHoraSchema),
  summary: 'Grupos de entrega con sus horarios por día',
});

export const eliminarGrupoEntregaHora = endpoint({
  method: 'POST',
  path: '/grupos-entrega-hora/eliminar',
  body: z.object({ grupo: entero({ min: 1, mensaje: m.grupoInvalido }) }),
  data: z.object({ grupo: entero(), descripcion: z.string() }),
  summary: 'Elimina un grupo de entrega sin clientes asignados',
});

export const guardarGrupoEntregaHora = endpoint({
  method: 'POST',
  path: '/grupos-entrega-hora/guardar',
  body: grupoEntregaHoraBody,
  data: grupoEntregaHoraSchema,
  summary: 'Crea (grupo 0) o modifica un grupo de entrega con sus horarios y días',
});

/** S17 (001 §2). */
export const crearGruposEntregaPantalla = pantalla({
  access: 'menu',
  id: 1303,
  parent: 10,
  name: 'Grupos de entrega',
  icon: 'CarOutlined',
  url: GRUPOS_ENTREGA_HORA_URL,
  title: 'Grupos de entrega',
  order: 33,
  empresa: 1,
  historial: { tablas: ['cat_grupos_entrega'] },
});
