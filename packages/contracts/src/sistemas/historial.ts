import { z } from 'zod';
import { texto as cadena, entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';

/**
 * A record's history (issue 29): who changed it, when, and each field before → after, read from the
 * audit log (`auditoria`) the server writes in the same transaction as every change. A screen
 * declares the tables whose history it shows in its manifest (`historial: { tablas }`,
 * pantalla.ts); only users who may open that screen read them.
 */
export const HISTORIAL_POR_PAGINA = 10;
/** The longest record key asked for (keys are ids or 'a-b' compositions). */
export const HISTORIAL_CLAVE_MAX = 200;

export const historialMessages = {
  titulo: 'Historial',
  boton: 'Historial',
  pantallaInvalida: 'La pantalla no es válida.',
  tablaInvalida: 'La tabla no es válida.',
  claveInvalida: 'La clave del registro no es válida.',
  paginaInvalida: 'La página no es válida.',
  tablaNoDeclarada: 'Esta pantalla no muestra el historial de esa tabla.',
  sinCambios: 'Este registro no tiene cambios registrados.',
  sinCamposVisibles: 'Cambió datos internos del registro que esta pantalla no muestra.',
  alta: 'Alta',
  cambio: 'Cambio',
  baja: 'Baja',
  vacio: '(vacío)',
  quitados: 'quitados',
  agregados: 'agregados',
  sistema: 'Sistema',
} as const;
const m = historialMessages;

/** One field's change; values as text (null: the field had none, or the record did not exist). */
export const cambioCampoSchema = z.object({
  campo: z.string(),
  antes: z.string().nullable(),
  despues: z.string().nullable(),
});

/** One audit entry of the record: 'alta' (no before), 'baja' (no after), 'cambio' (both). */
export const entradaHistorialSchema = z.object({
  id: entero(),
  /** ISO instant. */
  fecha: z.string(),
  /** The user's sign-in name ('' when the change was the system's). */
  usuario: z.string(),
  /** The user's employee name. */
  nombre: z.string(),
  tipo: z.enum(['alta', 'cambio', 'baja']),
  cambios: z.array(cambioCampoSchema),
});

export const historialQuery = z.object({
  pantalla: enteroTexto({ min: 1, mensaje: m.pantallaInvalida }),
  /** The record's audited table, or several separated by commas (its rows in them share the key). */
  tabla: cadena(300, m.tablaInvalida).trim().min(1, m.tablaInvalida),
  clave: cadena(HISTORIAL_CLAVE_MAX, m.claveInvalida).trim().min(1, m.claveInvalida),
  pagina: enteroTexto({ min: 1, mensaje: m.paginaInvalida }).default(1),
});

export const consultarHistorial = endpoint({
  method: 'GET',
  path: '/sistemas/historial',
  query: historialQuery,
  data: z.object({
    entradas: z.array(entradaHistorialSchema),
    totalRegistros: entero(),
    pagina: entero(),
    porPagina: entero(),
  }),
  summary:
    'Historial de un registro (quién, cuándo, cada campo antes → después), del más reciente al más antiguo; una página',
});

export type EntradaHistorial = z.infer<typeof entradaHistorialSchema>;
export type CambioCampo = z.infer<typeof cambioCampoSchema>;
