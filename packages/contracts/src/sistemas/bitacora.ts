import { z } from 'zod';
import { entero, enteroTexto, fecha, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import type { Accion } from './bitacora-cambios.ts';

/**
 * Bitácora (issue 29, not in the spec): the audit log for administrators. Every change the server
 * makes is written to `auditoria` in its own transaction (who, when, from which screen, the record's
 * table and key, before and after); this screen lists it newest first, filtered, paged on the
 * server, and exports the whole filtered result.
 */
export const BITACORA_URL = '/{product}/sistemas/bitacora';
const BASE = '/sistemas/bitacora';

export const BITACORA_POR_PAGINA = 20;
export const BITACORA_POR_PAGINA_MAX = 100;
/**
 * The list counts and pages up to this many entries of a search (deep OFFSET pages and exact counts
 * over a million rows are what make a log slow); beyond, it asks for narrower filters. The export
 * has no such limit.
 */
export const BITACORA_MAX_ENTRADAS = 10_000;
export const BITACORA_PAGINA_MAX = BITACORA_MAX_ENTRADAS / BITACORA_POR_PAGINA;
export const TABLA_MAX = 100;
export const CLAVE_MAX = 200;
export const EXPORTAR_ARCHIVO = 'Bitacora';

export const ACCIONES = ['alta', 'cambio', 'baja'] as const satisfies readonly Accion[];
export const nombreAccion: Record<Accion, string> = { alta: 'Alta', cambio: 'Cambio', baja: 'Baja' };

export const bitacoraMessages = {
  titulo: 'Bitácora',
  sinDatos: 'No hay cambios registrados que coincidan con los filtros.',
  usuarioInvalido: 'El usuario no es válido.',
  pantallaInvalida: 'La pantalla no es válida.',
  tablaInvalida: `La tabla admite como máximo ${TABLA_MAX} caracteres.`,
  claveInvalida: `La clave admite como máximo ${CLAVE_MAX} caracteres.`,
  claveSinTabla: 'Indique la tabla del registro cuya clave busca.',
  fechaInvalida: 'La fecha no es válida.',
  fechaInicialMayor: 'La fecha inicial no puede ser mayor a la fecha final.',
  paginaInvalida: `La página debe ser un número entero entre 1 y ${BITACORA_PAGINA_MAX.toLocaleString('en-US')}.`,
  tamanoInvalido: `El tamaño de página debe ser un número entero entre 1 y ${BITACORA_POR_PAGINA_MAX}.`,
  masDeMaximo: `Hay más de ${BITACORA_MAX_ENTRADAS.toLocaleString('en-US')} cambios: se muestran los más recientes; acote los filtros para ver los anteriores (la exportación los incluye todos).`,
  sinPantalla: 'Fuera de pantalla',
  sinUsuario: 'Sistema',
  buscarUsuario: 'Buscar usuario por número de empleado o nombre',
  sinUsuarios: 'No hay usuarios que coincidan',
} as const;
const m = bitacoraMessages;

/** What the filters hold, as typed ('' or 0 when not used). */
export interface FiltrosBitacora {
  usuario: number;
  pantalla: number;
  tabla: string;
  clave: string;
  desde: string;
  hasta: string;
}
export type CampoBitacora = keyof FiltrosBitacora;

/** The filters' checks in order; the web runs it before asking, the server again after the schema. */
export const fallaFiltrosBitacora = (
  f: FiltrosBitacora,
): { campo: CampoBitacora; mensaje: string } | null => {
  if (f.clave.trim() && !f.tabla.trim()) return { campo: 'tabla', mensaje: m.claveSinTabla };
  if (f.desde && f.hasta && f.desde > f.hasta) return { campo: 'desde', mensaje: m.fechaInicialMayor };
  return null;
};

const opcional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());

/** GET /sistemas/bitacora?usuario&pantalla&tabla&clave&desde&hasta&pagina&tamanoPagina */
export const bitacoraQuery = z
  .object({
    usuario: opcional(enteroTexto({ min: 1, mensaje: m.usuarioInvalido })),
    pantalla: opcional(enteroTexto({ min: 1, mensaje: m.pantallaInvalida })),
    tabla: opcional(texto(TABLA_MAX, m.tablaInvalida).trim()),
    clave: opcional(texto(CLAVE_MAX, m.claveInvalida).trim()),
    desde: opcional(fecha(m.fechaInvalida)),
    hasta: opcional(fecha(m.fechaInvalida)),
    pagina: enteroTexto({ min: 1, max: BITACORA_PAGINA_MAX, mensaje: m.paginaInvalida }).default(1),
    tamanoPagina: enteroTexto({ min: 1, max: BITACORA_POR_PAGINA_MAX, mensaje: m.tamanoInvalido }).default(
      BITACORA_POR_PAGINA,
    ),
  })
  .superRefine((q, ctx) => {
    const falla = fallaFiltrosBitacora({
      usuario: q.usuario ?? 0,
      pantalla: q.pantalla ?? 0,
      tabla: q.tabla ?? '',
      clave: q.clave ?? '',
      desde: q.desde ?? '',
      hasta: q.hasta ?? '',
    });
    if (falla) ctx.addIssue({ code: 'custom', path: [falla.campo], message: falla.mensaje });
  });
export type BitacoraQuery = z.input<typeof bitacoraQuery>;
export type BitacoraFiltro = z.output<typeof bitacoraQuery>;

/** One change: when, who, from which screen, which record, and the record before and after. */
export const entradaBitacoraSchema = z.object({
  id: z.number().int(),
  /** The instant (ISO, with offset). */
  fecha: z.string(),
  idUsuario: entero().nullable(),
  /** 'número - nombre' of the user's employee; '' for a change made outside a session. */
  usuario: z.string(),
  pantalla: entero().nullable(),
  /** The screen's menu name; '' when the change was made outside a screen (tools, imports). */
  nombrePantalla: z.string(),
  metodo: z.string(),
  ruta: z.string(),
  tabla: z.string(),
  clave: z.string(),
  accion: z.enum(ACCIONES),
  antes: z.unknown(),
  despues: z.unknown(),
});
export type EntradaBitacora = z.infer<typeof entradaBitacoraSchema>;

export const paginaBitacoraSchema = z.object({
  entradas: z.array(entradaBitacoraSchema),
  /** Entries of the search, counted up to BITACORA_MAX_ENTRADAS. */
  total: entero(),
  /** More than BITACORA_MAX_ENTRADAS match: `total` is that limit. */
  masDe: z.boolean(),
});
export type PaginaBitacora = z.infer<typeof paginaBitacoraSchema>;

export const consultarBitacora = endpoint({
  method: 'GET',
  path: BASE,
  query: bitacoraQuery,
  data: paginaBitacoraSchema,
  summary: 'Bitácora: cambios registrados, del más reciente al más antiguo, filtrados y paginados',
});

/** A screen the filter offers: every menu screen the server knows. */
export const pantallaBitacoraSchema = z.object({ id: entero(), nombre: z.string() });
export type PantallaBitacora = z.infer<typeof pantallaBitacoraSchema>;

export const pantallasBitacora = endpoint({
  method: 'GET',
  path: `${BASE}/pantallas`,
  data: z.array(pantallaBitacoraSchema),
  summary: 'Bitácora: las pantallas por las que se puede filtrar, en orden alfabético',
});

/** A web user found by employee number or name, active or not (a former user's changes stay). */
export const usuarioBitacoraSchema = z.object({
  idWebUsuarios: entero(),
  codEmpleado: entero(),
  nombre: z.string(),
});
export type UsuarioBitacora = z.infer<typeof usuarioBitacoraSchema>;
export const USUARIOS_LIMITE = 50;

export const buscarUsuariosBitacora = endpoint({
  method: 'GET',
  path: `${BASE}/usuarios/:texto`,
  params: z.object({ texto: texto(100).trim().min(1) }),
  data: z.array(usuarioBitacoraSchema),
  summary: 'Bitácora: usuarios web (activos o no) por número de empleado o nombre',
});

export { type Accion, accionDe, type CambioCampo, cambiosDe, textoValor } from './bitacora-cambios.ts';

/** Issue 29: Sistemas; administrators receive it at start as every menu screen. */
export const bitacoraPantalla = pantalla({
  access: 'menu',
  id: 1740,
  parent: 3,
  name: 'Bitácora',
  icon: 'AuditOutlined',
  url: BITACORA_URL,
  title: m.titulo,
  order: 40,
  empresa: 1,
});
