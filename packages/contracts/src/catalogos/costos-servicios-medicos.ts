import { z } from 'zod';
import { entero, fecha, texto } from '../campos.ts';
import { SENTINEL_DATE } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** S18 'Costos de servicios médicos' (001 §2, §3 Medical service, §4, §5, §7). */
export const COSTOS_SERVICIOS_MEDICOS_URL = '/{product}/catalogos/costos-servicios-medicos';

export const SERVICIO_MAX = 100;
/** Largest price a service takes (numeric(12,2) holds far more; no consultorio charges this much). */
export const COSTO_MAX = 999_999.99;
/** 001 §9: default SAT product code of the article a medical service creates. */
export const CODIGO_SAT_SERVICIO = '01010101';
/** The only table/column pair the types list answers (001 §7). */
export const TABLA_TIPOS = 'CatServiciosMedicos';
export const COLUMNA_TIPOS = 'Tipo';

export const serviciosMedicosMessages = {
  sinDescripcion: 'Debe ingresar una descripción para el servicio.',
  sinTipo: 'Debe seleccionar un tipo de servicio.',
  sinCosto: 'Debe poner un costo para el servicio.',
  costoMaximo: 'El costo del servicio no puede ser mayor a $999,999.99.',
  costoDecimales: 'El costo del servicio admite como máximo dos decimales.',
  servicioMax: `La descripción del servicio admite como máximo ${SERVICIO_MAX} caracteres.`,
  tipoNoExiste: 'El tipo de servicio seleccionado no existe.',
  noExiste: 'El servicio médico no existe.',
  duplicado: 'Ya existe un servicio médico activo con la descripción {servicio}.',
  yaCancelado: 'El servicio médico ya está cancelado.',
  noCancelado: 'El servicio médico no está cancelado.',
  cancelado: 'Se ha cancelado el servicio médico',
  modificado: 'Se ha modificado el servicio médico',
  recuperado: 'Se ha recuperado el servicio médico',
  agregado: 'Se ha agregado el servicio médico',
  deseaCancelar: '¿Desea cancelar el servicio médico {servicio}?',
  deseaRecuperar: '¿Desea recuperar el servicio médico {servicio}?',
  deseaModificar: '¿Desea modificar el servicio médico?',
  deseaAgregar: '¿Desea agregar el servicio médico?',
  fechaPasada: 'La fecha de aplicación no puede ser anterior a hoy.',
  tablaNoValida: 'La tabla o la columna solicitada no es válida.',
  sinServicios: 'No hay servicios médicos registrados.',
} as const;
const m = serviciosMedicosMessages;

/** estatusEnvio (001 §3): E applied, NE not yet effective (with its date), SA none (cancelled). */
export const ESTATUS_ENVIO = ['E', 'NE', 'SA'] as const;
export type EstatusEnvio = (typeof ESTATUS_ENVIO)[number];

export const servicioMedicoSchema = z.object({
  idServicioMedico: entero(),
  servicio: z.string(),
  tipo: z.string(),
  descripcionTipo: z.string(),
  /** The price in effect today; null while a new service has not reached its start date. */
  costo: z.number().nullable(),
  /** Day the price in effect took effect ('YYYY-MM-DD'); the sentinel when there is none. */
  fechaAplicacion: z.string(),
  /** A price saved for a later day (NE), and that day. */
  costoPendiente: z.number().nullable(),
  fechaPendiente: z.string().nullable(),
  idUsuario: entero().nullable(),
  codArticulo: entero(),
  estatus: z.enum(['A', 'C']),
  estatusEnvio: z.enum(ESTATUS_ENVIO),
});
export type ServicioMedico = z.infer<typeof servicioMedicoSchema>;

export const tipoServicioSchema = z.object({ tipo: z.string(), descripcion: z.string() });
export type TipoServicio = z.infer<typeof tipoServicioSchema>;

/** '' or the sentinel mean "from now" (001 §5); any other value is a real day. */
const fechaAplicacion = z.union([fecha('La fecha de aplicación no es válida.'), z.literal('')]).default('');
/** A price: business checks (zero, maximum, decimals) are rules answered with their message. */
const costo = z.number({ error: 'El costo debe ser un número.' }).nullable();

const datosServicio = {
  servicio: texto(SERVICIO_MAX + 50).default(''),
  tipo: texto(10).default(''),
  costo,
  fechaAplicacion,
};

export const agregarServicioBody = z.object({
  servicioMedico: z.object(datosServicio),
  /** The article sent with the service (001 §3): its description and sizes are always the service's. */
  articulo: z
    .object({
      codigoSat: texto(8)
        .regex(/^\d{8}$/, 'El código SAT debe tener 8 dígitos.')
        .default(CODIGO_SAT_SERVICIO),
    })
    .default({ codigoSat: CODIGO_SAT_SERVICIO }),
});
export type AgregarServicio = z.input<typeof agregarServicioBody>;

const idServicio = entero({ min: 1, mensaje: 'El servicio médico no es válido.' });

export const modificarServicioBody = z.object({ idServicioMedico: idServicio, ...datosServicio });
export type ModificarServicio = z.input<typeof modificarServicioBody>;

export const idServicioBody = z.object({ idServicioMedico: idServicio });

export const consultaListado = endpoint({
  method: 'POST',
  path: '/serviciosmedicos/consulta-listado',
  body: z.object({}).optional(),
  data: z.array(servicioMedicoSchema),
  summary: 'Servicios médicos con el precio vigente hoy (incluye cancelados)',
});

export const eliminarServicio = endpoint({
  method: 'POST',
  path: '/serviciosmedicos/eliminar-servicio-medico',
  body: idServicioBody,
  data: servicioMedicoSchema,
  summary: 'Cancela un servicio médico (estatus C, inmediato)',
});

export const restaurarServicio = endpoint({
  method: 'POST',
  path: '/serviciosmedicos/restaurar-servicio-medico',
  body: idServicioBody,
  data: servicioMedicoSchema,
  summary: 'Recupera un servicio médico cancelado (inmediato)',
});

export const modificarServicio = endpoint({
  method: 'POST',
  path: '/serviciosmedicos/modificar-servicio-medico/',
  body: modificarServicioBody,
  data: servicioMedicoSchema,
  summary: 'Modifica un servicio médico; el precio aplica hoy o desde la fecha elegida',
});

export const agregarServicio = endpoint({
  method: 'POST',
  path: '/serviciosmedicos/agregar-servicio-medico/',
  body: agregarServicioBody,
  data: servicioMedicoSchema,
  summary: 'Agrega un servicio médico y su artículo; el precio aplica hoy o desde la fecha elegida',
});

export const tiposServicios = endpoint({
  method: 'GET',
  path: '/serviciosmedicos/consulta-listado-tipos-servicios/:tabla/:columna',
  params: z.object({
    tabla: z.literal(TABLA_TIPOS, { error: m.tablaNoValida }),
    columna: z.literal(COLUMNA_TIPOS, { error: m.tablaNoValida }),
  }),
  data: z.array(tipoServicioSchema),
  summary: 'Tipos de servicio médico (solo CatServiciosMedicos / Tipo)',
});

export type CampoServicio = 'servicio' | 'tipo' | 'costo' | 'fechaAplicacion';

/** True for "no date" (001 §5): empty or the 1900-01-01 sentinel. */
export const sinFecha = (valor: string | null | undefined) => !valor || valor.startsWith(SENTINEL_DATE);

/**
 * The checks of 001 §5 in the spec's order, then the price's bounds; the failing field for the
 * focus. The start date's minimum (today) is the date picker's; the server applies a past day at once.
 */
export const validarServicioMedico = (s: {
  servicio: string;
  tipo: string;
  costo: number | null;
}): { message: string; campo: CampoServicio } | null => {
  if (!s.servicio.trim()) return { message: m.sinDescripcion, campo: 'servicio' };
  if (s.servicio.trim().length > SERVICIO_MAX) return { message: m.servicioMax, campo: 'servicio' };
  if (!s.tipo.trim()) return { message: m.sinTipo, campo: 'tipo' };
  if (s.costo === null || !(s.costo > 0)) return { message: m.sinCosto, campo: 'costo' };
  if (s.costo > COSTO_MAX) return { message: m.costoMaximo, campo: 'costo' };
  if (Math.abs(s.costo * 100 - Math.round(s.costo * 100)) > 1e-6)
    return { message: m.costoDecimales, campo: 'costo' };
  return null;
};

/** S18 (001 §2 Medical service costs). */
export const costosServiciosMedicosPantalla = pantalla({
  access: 'menu',
  id: 1304,
  parent: 10,
  name: 'Costos de servicios médicos',
  icon: 'MedicineBoxOutlined',
  url: COSTOS_SERVICIOS_MEDICOS_URL,
  title: 'Costos de servicios médicos',
  order: 34,
  empresa: 1,
  historial: { tablas: ['cat_servicios_medicos'] },
});
