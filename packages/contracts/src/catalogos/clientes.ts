import { z } from 'zod';
import { texto as cadena, entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Screen routes (001 §2): the list, also the menu url that grants every call below, and its detail. */
export const CLIENTES_URL = '/{product}/catalogos/clientes';
export const CLIENTES_DETALLE_URL = '/{product}/catalogos/ClientesDetalle/:cod_Cliente';

/** 001 §9. */
export const CLIENTES_POR_PAGINA = 15;
export const MAPA_ZOOM = 16;
/** Radius (m) of the maps provider's place search around the map's centre (docs/decisions). */
export const RADIO_BUSQUEDA_M = 5000;
/** The most places one search of the maps provider lists. */
export const LUGARES_MAX = 10;
export const HORARIOS_MAX = 500;
export const URL_MAX = 500;

export const clientesMessages = {
  titulo: 'Clientes',
  tituloDetalle: 'Detalle del cliente',
  sinSucursalCerca: 'No se encontró una sucursal cerca',
  sinGoogleMaps: 'No se pudo cargar Google Maps; se muestra el mapa de OpenStreetMap.',
  googleClave: 'Google Maps rechazó la clave de mapas configurada; se muestra el mapa de OpenStreetMap.',
  googleTiempo: 'Google Maps no respondió a tiempo; se muestra el mapa de OpenStreetMap.',
  sinClaveMapas:
    'No hay clave de Google Maps configurada: el mapa es de OpenStreetMap y no busca farmacias. Ubique al cliente con un clic en el mapa, una liga de Google Maps o sus coordenadas.',
  sinConexion:
    'Sin conexión a internet el mapa no puede mostrarse. Ubique al cliente con una liga de Google Maps o sus coordenadas.',
  sinMosaicos:
    'No se pudieron cargar las imágenes del mapa (OpenStreetMap no responde). Ubique al cliente con una liga de Google Maps o sus coordenadas.',
  busquedaFallida: 'No se pudo buscar en Google Maps; intente de nuevo.',
  ligaVacia: 'Pegue una liga de Google Maps.',
  ligaCorta:
    'Las ligas cortas de Google Maps no incluyen la posición: abra la liga y copie la dirección completa del navegador.',
  ligaSinPosicion:
    'La liga no incluye una posición (@latitud,longitud, q=latitud,longitud o ll=latitud,longitud).',
  coordenadasVacias: 'Escriba las coordenadas como latitud, longitud.',
  coordenadasFormato: 'Escriba las coordenadas como latitud, longitud (por ejemplo 19.0413, -98.2062).',
  sinFarmacia: 'No se ha seleccionado ninguna farmacia en el mapa.',
  horariosGuardados: 'Se han guardado los horarios correctamente',
  clienteGuardado: 'Se han guardado los datos del cliente correctamente',
  noEncontrado: 'Registro no encontrado',
  clienteInvalido: 'El cliente no es válido.',
  tipoInvalido: 'El tipo de horario no es válido.',
  horariosLargo: `Los horarios admiten como máximo ${HORARIOS_MAX} caracteres.`,
  horariosDeOtro: 'Todos los horarios deben ser del mismo cliente.',
  horariosVacios: 'No hay horarios que guardar.',
  horariosRepetidos: 'Un tipo de horario se repite.',
  latitud: 'La latitud debe estar entre -90 y 90.',
  longitud: 'La longitud debe estar entre -180 y 180.',
  url: 'La liga de mapas debe comenzar con https:// o http://.',
  urlLargo: `La liga de mapas admite como máximo ${URL_MAX} caracteres.`,
  deseaGuardar: '¿Desea guardar los cambios del cliente?',
  deseaGuardarHorarios: '¿Desea guardar los horarios de la sucursal?',
} as const;
const m = clientesMessages;

/** 001 §3 Customer (uRL as the spec spells it); latitud/longitud null when it has no position. */
export const clienteSchema = z.object({
  codCliente: entero(),
  nombre: z.string(),
  nombreNegocio: z.string(),
  sucursal: z.string(),
  latitud: z.number().nullable(),
  longitud: z.number().nullable(),
  uRL: z.string(),
});
export type Cliente = z.infer<typeof clienteSchema>;

/** 001 §3 Schedule: tipoDesc and horarios, with the type's id and the customer it belongs to. */
export const horarioSchema = z.object({
  codCliente: entero(),
  idTipoHorario: entero(),
  tipoDesc: z.string(),
  horarios: z.string(),
});
export type Horario = z.infer<typeof horarioSchema>;

/**
 * A place the maps provider found near the map (Google Places text search by the chain's name): its
 * own listing, never another customer's record. `id` is the provider's place id.
 */
export interface Lugar {
  id: string;
  nombre: string;
  direccion: string;
  latitud: number;
  longitud: number;
}

export const consultaQuery = z.object({
  buscar: cadena(100, 'La búsqueda admite como máximo 100 caracteres.').trim().default(''),
  pagina: enteroTexto({ min: 1, max: 100_000, mensaje: 'La página no es válida.' }).default(1),
});

export const consulta = endpoint({
  method: 'GET',
  path: '/catalogos/clientes/consulta/',
  query: consultaQuery,
  data: z.object({ clientes: z.array(clienteSchema), totalRegistros: entero() }),
  summary: 'Clientes por código o nombre (15 por página)',
});

const idParams = z.object({
  id: enteroTexto({ min: 1, mensaje: m.clienteInvalido }),
});

export const detalle = endpoint({
  method: 'GET',
  path: '/catalogos/clientes/consulta/detalle/:id',
  params: idParams,
  data: clienteSchema,
  summary: 'Datos de un cliente',
});

export const horarios = endpoint({
  method: 'GET',
  path: '/catalogos/clientes/consulta/detalle/horarios/:id',
  params: idParams,
  data: z.array(horarioSchema),
  summary: 'Horarios del cliente, uno por tipo de horario (vacío si no tiene)',
});

export const mapa = endpoint({
  method: 'GET',
  path: '/catalogos/clientes/consulta/detalle/mapa/:id',
  params: idParams,
  data: z.object({
    /** The maps-key parameter (001 §7): Google Maps draws the map and searches places when set. */
    claveMapas: z.string().nullable(),
    /** The chain's name as its pharmacies are listed in the maps provider (001 §9: search by it). */
    nombreCadena: z.string(),
  }),
  summary:
    'Clave de Google Maps (si está configurada) y nombre de la cadena para buscar sus farmacias en el mapa',
});

export const guardaDetalleBody = z.object({
  codCliente: entero({ min: 1, mensaje: m.clienteInvalido }),
  latitud: z.number({ error: m.latitud }).min(-90, m.latitud).max(90, m.latitud).nullable(),
  longitud: z.number({ error: m.longitud }).min(-180, m.longitud).max(180, m.longitud).nullable(),
  uRL: cadena(URL_MAX, m.urlLargo)
    .trim()
    .refine((u) => u === '' || /^https?:\/\/\S+$/i.test(u), m.url),
});
export type GuardaDetalle = z.infer<typeof guardaDetalleBody>;

export const guardaDetalle = endpoint({
  method: 'POST',
  path: '/catalogos/clientes/guarda/detalle',
  body: guardaDetalleBody,
  data: clienteSchema,
  summary: 'Guarda la posición y la liga de mapas del cliente',
});

export const guardaHorariosBody = z
  .array(
    z.object({
      codCliente: entero({ min: 1, mensaje: m.clienteInvalido }),
      idTipoHorario: entero({ min: 1, mensaje: m.tipoInvalido }),
      tipoDesc: cadena(100).default(''),
      horarios: cadena(HORARIOS_MAX, m.horariosLargo),
    }),
  )
  .min(1, m.horariosVacios)
  .max(50, m.tipoInvalido)
  .refine((l) => l.every((h) => h.codCliente === l[0]?.codCliente), m.horariosDeOtro)
  .refine((l) => new Set(l.map((h) => h.idTipoHorario)).size === l.length, m.horariosRepetidos);

export const guardaHorarios = endpoint({
  method: 'POST',
  path: '/catalogos/clientes/guarda/detalle/horarios',
  body: guardaHorariosBody,
  data: z.array(horarioSchema),
  summary: 'Guarda los horarios del cliente (un texto por tipo de horario)',
});

/** A maps link for a position (what choosing a place on the map sets). */
export const ligaMapas = (latitud: number, longitud: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitud},${longitud}`;

/** S13 (001 §2 Customers). */
export const clientesPantalla = pantalla({
  access: 'menu',
  id: 1300,
  parent: 10,
  name: 'Clientes',
  icon: 'TeamOutlined',
  url: CLIENTES_URL,
  title: m.titulo,
  order: 30,
  empresa: 1,
  historial: { tablas: ['cat_clientes', 'cat_clientes_horarios'] },
});

/** S14: opened from the list, granted by the list's menu entry (no menu entry of its own). */
export const clientesDetallePantalla = pantalla({
  access: 'detalle',
  de: clientesPantalla,
  url: CLIENTES_DETALLE_URL,
  title: m.tituloDetalle,
});
