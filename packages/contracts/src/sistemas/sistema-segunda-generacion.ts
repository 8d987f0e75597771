import { z } from 'zod';
import {
  digitosTelefono,
  formatearTelefono,
  TELEFONO_DIGITOS,
  TELEFONO_MAX,
} from '../administracion/direccion-sucursales.ts';
import { entero, fecha } from '../campos.ts';
import { PRODUCT_PLACEHOLDER } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

export { digitosTelefono, formatearTelefono, TELEFONO_DIGITOS, TELEFONO_MAX };

/**
 * S48 'FarmaSí 2.0' (003 §2.9): the rollout of the second-generation point of sale per branch. The
 * route's last segment and the calls' first one embed the product slug ({product}20, {product}v20),
 * as the caja permissions do: server and web put the slug in with `conProducto`
 * (administracion/asignacion-permisos).
 */
export const SISTEMA_V20_URL = '/{product}/sistemas/{product}20';
const BASE = `/${PRODUCT_PLACEHOLDER}v20/sistemas`;

/** 003 §9 branch type filter: T all, P own, L licensees. */
export const TIPOS_SUCURSAL = ['T', 'P', 'L'] as const;
export type TipoSucursal = (typeof TIPOS_SUCURSAL)[number];
export const nombreTipoSucursal: Record<TipoSucursal, string> = {
  T: 'Todas',
  P: 'Propias',
  L: 'Licenciatarios',
};

/** Invoicing prefix (the CFDI series the branch stamps with): 2 to 10 capital letters or digits. */
export const PREFIJO_MAX = 10;
export const PREFIJO_RE = /^[A-Z0-9]{2,10}$/;

export const sistemaV20Messages = {
  titulo: 'FarmaSí 2.0',
  tipoInvalido: 'El tipo de sucursal debe ser T (todas), P (propias) o L (licenciatarios).',
  sucursalRequerida: 'Seleccione la sucursal que se agregará al sistema.',
  sucursalInvalida: 'La sucursal no es válida.',
  fechaRequerida: 'Capture la fecha de instalación.',
  fechaInvalida: 'La fecha de instalación no es válida.',
  fechaFutura: 'La fecha de instalación no puede ser posterior a hoy.',
  prefijoRequerido: 'Capture el prefijo de facturación.',
  prefijoInvalido: 'El prefijo de facturación admite de 2 a 10 letras mayúsculas o dígitos, sin espacios.',
  telefonoInvalido: 'El teléfono debe tener 10 dígitos.',
  sucursalNoExiste: 'La sucursal no existe o no está activa.',
  prefijoDuplicado: (prefijo: string, sucursal: string) =>
    `El prefijo ${prefijo} ya lo usa la sucursal ${sucursal}.`,
  prefijoEnUso: 'El prefijo de facturación ya lo usa otra sucursal.',
  noEstaEnSistema: 'La sucursal no está en el sistema FarmaSí 2.0.',
  confirmarAgregar: (sucursal: string) => `¿Desea agregar la sucursal ${sucursal} al sistema FarmaSí 2.0?`,
  confirmarEditar: (sucursal: string) => `¿Desea guardar los datos de la sucursal ${sucursal}?`,
  agregada: 'Sucursal agregada al sistema FarmaSí 2.0.',
  editada: 'Datos de la sucursal guardados.',
  confirmarEliminar: (sucursal: string) =>
    `¿Desea quitar la sucursal ${sucursal} del sistema FarmaSí 2.0? Sus versiones registradas se borrarán.`,
  eliminada: 'Sucursal quitada del sistema FarmaSí 2.0.',
  confirmarArticulos: (sucursal: string) =>
    `¿Desea solicitar la actualización de artículos de la sucursal ${sucursal}?`,
  articulosSolicitada:
    'Actualización de artículos solicitada: la sucursal la recibirá en su próxima conexión.',
  articulosPendiente: (cuando: string) =>
    `La sucursal ya tiene una actualización de artículos pendiente, solicitada el ${cuando}.`,
  articulosYaPendiente: 'La sucursal ya tiene una actualización de artículos pendiente.',
  sinPendientes: 'Todas las sucursales activas ya están en el sistema FarmaSí 2.0.',
} as const;
const m = sistemaV20Messages;

/** 003 §3 System: a program of the new point of sale and its released versions. */
export const sistemaSchema = z.object({
  idCatSistemas: entero(),
  abreviatura: z.string(),
  nombre: z.string(),
  versionProductivaXml: z.string(),
  versionBetaXml: z.string(),
});
export type Sistema = z.infer<typeof sistemaSchema>;

/** 003 §3 Branch-system link: the versions the branch reported for one system. */
export const sistemaSucursalSchema = z.object({
  codSucursal: entero(),
  idCatSistemas: entero(),
  versionProductiva: z.string(),
  versionBeta: z.string(),
});
export type SistemaSucursal = z.infer<typeof sistemaSucursalSchema>;

/**
 * 003 §3 Second-generation branch. Dates: `fecha` YYYY-MM-DD; the others ISO instants, or the
 * sentinel 1900-01-01 when there is none. `indicadorSistemas`: how many systems run their productive
 * version. The article-update fields are this product's (docs/decisions): the last request, who
 * made it and, once the branch took it, when.
 */
export const sucursalV20Schema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  propia: z.boolean(),
  telefono: z.string(),
  fecha: z.string(),
  prefijo: z.string(),
  indicadorSistemas: entero(),
  fechaUltimaConexion: z.string(),
  fechaUltimaExistencia: z.string(),
  ultimaConexionDiaActual: z.boolean(),
  ultimaExistenciaDiaActual: z.boolean(),
  fechaSolicitudArticulos: z.string(),
  usuarioSolicitudArticulos: z.string(),
  articulosPendientes: z.boolean(),
  fechaAtencionArticulos: z.string(),
});
export type SucursalV20 = z.infer<typeof sucursalV20Schema>;

/** A branch of the chain not yet on the new system (the add modal's list). */
export const sucursalSinActualizarSchema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  propia: z.boolean(),
  telefono: z.string(),
});
export type SucursalSinActualizar = z.infer<typeof sucursalSinActualizarSchema>;

export const sucursalesV20Schema = z.object({
  sistemas: z.array(sistemaSchema),
  sucursales: z.array(sucursalV20Schema),
  sistemasSucursales: z.array(sistemaSucursalSchema),
});
export type SucursalesV20 = z.infer<typeof sucursalesV20Schema>;

/** 003 §4: green when the productive version matches, amber when only the beta does, else red. */
export type EstadoVersion = 'actualizada' | 'beta' | 'sinActualizar';
const igual = (a: string | undefined, b: string) => !!a?.trim() && a.trim() === b.trim();
export const estadoVersion = (
  sistema: Pick<Sistema, 'versionProductivaXml' | 'versionBetaXml'>,
  enlace: Pick<SistemaSucursal, 'versionProductiva' | 'versionBeta'> | undefined,
): EstadoVersion => {
  if (igual(enlace?.versionProductiva, sistema.versionProductivaXml)) return 'actualizada';
  if (igual(enlace?.versionBeta, sistema.versionBetaXml)) return 'beta';
  return 'sinActualizar';
};

/** The add/edit form's values as typed. */
export interface CamposSucursal {
  codSucursal: number | null;
  fecha: string;
  prefijo: string;
  telefono: string;
}
export type CampoSucursal = keyof CamposSucursal;

/**
 * The form's checks in order (the spec shows none: docs/decisions): branch, install date (given,
 * real, not after `hoy`, Mexico City), invoicing prefix, phone. The web runs it before the
 * confirmation; the server again after the schema.
 */
export const fallaSucursal = (
  v: CamposSucursal,
  hoy: string,
): { campo: CampoSucursal; message: string } | null => {
  if (!v.codSucursal) return { campo: 'codSucursal', message: m.sucursalRequerida };
  if (!v.fecha) return { campo: 'fecha', message: m.fechaRequerida };
  if (!fecha().safeParse(v.fecha).success) return { campo: 'fecha', message: m.fechaInvalida };
  if (v.fecha > hoy) return { campo: 'fecha', message: m.fechaFutura };
  const prefijo = v.prefijo.trim().toUpperCase();
  if (!prefijo) return { campo: 'prefijo', message: m.prefijoRequerido };
  if (!PREFIJO_RE.test(prefijo)) return { campo: 'prefijo', message: m.prefijoInvalido };
  if (!new RegExp(`^\\d{${TELEFONO_DIGITOS}}$`).test(digitosTelefono(v.telefono)))
    return { campo: 'telefono', message: m.telefonoInvalido };
  return null;
};

const codSucursal = (mensaje: string) => entero({ min: 1, mensaje });

/** guardar-sucursal (body not shown by the spec): the §3 fields a user captures. */
export const guardarSucursalBody = z.object({
  codSucursal: codSucursal(m.sucursalRequerida),
  fecha: z
    .string({ error: m.fechaRequerida })
    .min(1, m.fechaRequerida)
    .max(10, m.fechaInvalida)
    .regex(/^[\d-]*$/, m.fechaInvalida)
    .pipe(fecha(m.fechaInvalida)),
  prefijo: z
    .string({ error: m.prefijoRequerido })
    .max(PREFIJO_MAX + 20, m.prefijoInvalido)
    .trim()
    .toUpperCase()
    .min(1, m.prefijoRequerido)
    .regex(PREFIJO_RE, m.prefijoInvalido),
  telefono: z
    .string({ error: m.telefonoInvalido })
    .max(TELEFONO_MAX + 8, m.telefonoInvalido)
    .regex(/^[\d\s-]*$/, m.telefonoInvalido)
    .transform(digitosTelefono)
    .pipe(z.string().regex(new RegExp(`^\\d{${TELEFONO_DIGITOS}}$`), m.telefonoInvalido)),
});
export type GuardarSucursal = z.infer<typeof guardarSucursalBody>;
export type GuardarSucursalEntrada = z.input<typeof guardarSucursalBody>;

/** eliminar-sucursal and actualizar-articulos-sucursal (bodies not shown): the branch's code. */
export const sucursalV20Body = z.object({ codSucursal: codSucursal(m.sucursalInvalida) });

export const obtenerSucursalesSinActualizar = endpoint({
  method: 'GET',
  path: `${BASE}/obtener-sucursales-sin-actualizar`,
  data: z.array(sucursalSinActualizarSchema),
  summary: 'Sucursales activas de farmacias que todavía no están en el sistema FarmaSí 2.0',
});

export const obtenerSucursalesV20 = endpoint({
  method: 'GET',
  path: `${BASE}/obtener-sucursales/:tipo`,
  params: z.object({ tipo: z.enum(TIPOS_SUCURSAL, { error: m.tipoInvalido }) }),
  data: sucursalesV20Schema,
  summary: 'Sucursales en FarmaSí 2.0 (T todas, P propias, L licenciatarios) con sus sistemas y versiones',
});

export const guardarSucursalV20 = endpoint({
  method: 'POST',
  path: `${BASE}/guardar-sucursal`,
  body: guardarSucursalBody,
  data: sucursalV20Schema,
  summary: 'Agrega una sucursal al sistema FarmaSí 2.0, o guarda sus datos si ya está',
});

export const eliminarSucursalV20 = endpoint({
  method: 'POST',
  path: `${BASE}/eliminar-sucursal`,
  body: sucursalV20Body,
  data: z.object({ codSucursal: entero() }),
  summary: 'Quita una sucursal del sistema FarmaSí 2.0 con sus versiones',
});

export const actualizarArticulosSucursal = endpoint({
  method: 'POST',
  path: `${BASE}/actualizar-articulos-sucursal`,
  body: sucursalV20Body,
  data: z.object({
    codSucursal: entero(),
    fechaSolicitudArticulos: z.string(),
    usuarioSolicitudArticulos: z.string(),
  }),
  summary: 'Solicita que la sucursal descargue de nuevo el catálogo de artículos en su próxima conexión',
});

/** S48 (003 §2.9): Sistemas; the route's last segment embeds the slug ({product}20). */
export const sistemaV20Pantalla = pantalla({
  access: 'menu',
  id: 1700,
  parent: 3,
  name: 'FarmaSí 2.0',
  icon: 'ClusterOutlined',
  url: SISTEMA_V20_URL,
  title: m.titulo,
  order: 0,
  empresa: 1,
  historial: { tablas: ['sucursales_v20'] },
});
