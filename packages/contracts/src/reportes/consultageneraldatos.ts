import { z } from 'zod';
import { entero, enteroTexto, fecha, INT2_MAX, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import { consultaGeneralMessages as m } from './consultageneraldatos/validar.ts';

/**
 * S49–S50 'Consulta general de datos.' (003 §2.10): each line's named, read-only queries, chosen from
 * the options granted to the employee, with the filters the option's flags ask for, paged on the
 * server (20 rows) and exported as a streamed .xlsx. One screen and one set of calls serve both lines
 * (003 §7: the wholesale line's under 'baranetos/').
 */
export const CONSULTA_GENERAL_URL = '/{product}/reportes/consultageneraldatos';
export const CONSULTA_GENERAL_BARANETOS_URL = '/baranetos/reportes/consultageneraldatos';

const filtroDato = z.enum(['', 'P', 'C', 'S', 'G', 'A']);

/** 003 §3 'General query option', plus whether each data filter must be given. */
export const opcionConsultaSchema = z.object({
  idOpcion: entero(),
  descripcion: z.string(),
  mostrarFechaInicial: z.boolean(),
  mostrarFechaFinal: z.boolean(),
  mostrarSolicitarDato: z.boolean(),
  mostrarSolicitarDato2: z.boolean(),
  textoSolicitarDato: z.string(),
  textoSolicitarDato2: z.string(),
  filtroDato,
  filtroDato2: filtroDato,
  solicitarDatoRequerido: z.boolean(),
  solicitarDato2Requerido: z.boolean(),
  /** The special combo's type (0: none), as OpcionesComboEspecial/{tipo} takes it. */
  comboEspecial: entero(),
  comboEspecialTexto: z.string(),
});
export type OpcionConsulta = z.infer<typeof opcionConsultaSchema>;

/** 003 §3 'Combo option'; the first entry of every combo is TODOS. */
export const opcionComboSchema = z.object({ valor: z.string(), descripcion: z.string() });
export type OpcionCombo = z.infer<typeof opcionComboSchema>;

/** What a result column holds: decides its alignment and format on screen and in the .xlsx. */
export const TIPOS_COLUMNA = ['texto', 'entero', 'numero', 'moneda', 'fecha', 'fechaHora'] as const;
export const columnaResultadoSchema = z.object({
  campo: z.string(),
  titulo: z.string(),
  tipo: z.enum(TIPOS_COLUMNA),
});
export type ColumnaResultado = z.infer<typeof columnaResultadoSchema>;

const celda = z.union([z.string(), z.number(), z.null()]);
export type Celda = z.infer<typeof celda>;

/**
 * One page of a query's result: its columns, the page's rows (keyed by column `campo`), the page,
 * its size and the total of rows (paged on the server: docs/decisions, S49–S50).
 */
export const resultadoConsultaSchema = z.object({
  columnas: z.array(columnaResultadoSchema),
  filas: z.array(z.record(z.string(), celda)),
  pagina: entero(),
  tamanoPagina: entero(),
  totalRegistros: entero(),
});
export type ResultadoConsulta = z.infer<typeof resultadoConsultaSchema>;

/** A date the option may not show: '' or null when absent. */
const diaOpcional = z
  .union([z.literal(''), fecha(m.fechaInvalida)])
  .nullish()
  .transform((v) => v ?? '');
const datoOpcional = texto(200)
  .nullish()
  .transform((v) => (v ?? '').trim());

/**
 * 003 §3 'Search payload' (idOpcion, fechaInicio, fechaFin, valores, valores2, comboEspecialTipo,
 * comboEspecialValor) plus the page asked for. Dates are Mexico City days (YYYY-MM-DD); a finder's
 * value is its code as text; comboEspecialValor 'TODOS' (or empty) is every value.
 */
export const busquedaConsultaBody = z.object({
  idOpcion: z
    .number({ error: m.seleccioneOpcion })
    .int(m.seleccioneOpcion)
    .min(1, m.seleccioneOpcion)
    .max(INT2_MAX, m.opcionNoExiste),
  fechaInicio: diaOpcional,
  fechaFin: diaOpcional,
  valores: datoOpcional,
  valores2: datoOpcional,
  comboEspecialTipo: entero({ min: 0, max: INT2_MAX, mensaje: m.tipoComboInvalido })
    .nullish()
    .transform((v) => v ?? 0),
  comboEspecialValor: texto(50)
    .nullish()
    .transform((v) => (v ?? '').trim()),
  pagina: entero({ min: 1, max: 1_000_000, mensaje: m.paginaInvalida }).default(1),
});
export type BusquedaConsulta = z.input<typeof busquedaConsultaBody>;
export type BusquedaConsultaLeida = z.output<typeof busquedaConsultaBody>;

/** The export's body: the same search plus opcionSeleccionada (the option's name on screen). */
export const exportarConsultaBody = busquedaConsultaBody.extend({
  opcionSeleccionada: texto(200).nullish(),
});
export type ExportarConsulta = z.input<typeof exportarConsultaBody>;

/**
 * The calls of one line (003 §7): `prefijo` is '' for the chain line and '/baranetos' for the
 * wholesale line, in front of both '/consulta-general/…' and '/ConsultaGeneral/…'.
 */
const llamadas = (prefijo: string, linea: string) => ({
  opciones: endpoint({
    method: 'GET',
    path: `${prefijo}/consulta-general/opciones/:codEmpleado`,
    params: z.object({ codEmpleado: enteroTexto({ min: 1, mensaje: m.empleadoInvalido }) }),
    data: z.array(opcionConsultaSchema),
    summary: `Opciones de consulta general de ${linea} asignadas al empleado de la sesión`,
  }),
  datos: endpoint({
    method: 'POST',
    path: `${prefijo}/consulta-general/datos`,
    body: busquedaConsultaBody,
    data: resultadoConsultaSchema,
    summary: `Una página (20 filas) del resultado de una opción de consulta general de ${linea}`,
  }),
  excel: endpoint({
    method: 'POST',
    path: `${prefijo}/consulta-general/excel`,
    body: exportarConsultaBody,
    data: z.null(),
    summary: `Todo el resultado de una opción de consulta general de ${linea} como .xlsx (en flujo)`,
  }),
  combo: endpoint({
    method: 'GET',
    path: `${prefijo}/ConsultaGeneral/OpcionesComboEspecial/:tipo`,
    params: z.object({ tipo: enteroTexto({ min: 1, max: INT2_MAX, mensaje: m.tipoComboInvalido }) }),
    data: z.array(opcionComboSchema),
    summary: `Valores del combo especial de una opción de consulta general de ${linea} (TODOS primero)`,
  }),
});
export type LlamadasConsultaGeneral = ReturnType<typeof llamadas>;

export const consultaGeneralFarmacias = llamadas('', 'farmacias');
export const consultaGeneralBaranetos = llamadas('/baranetos', 'Baranetos');

/** S49 (003 §2.10): Farmacias › Reportes. */
export const consultaGeneralPantalla = pantalla({
  access: 'menu',
  id: 1710,
  parent: 14,
  name: 'Consulta general de datos',
  icon: 'FileSearchOutlined',
  url: CONSULTA_GENERAL_URL,
  title: 'Consulta general de datos.',
  order: 1,
  empresa: 1,
});

/** S50: its twin in the wholesale line, Baranetos › Reportes. */
export const consultaGeneralBaranetosPantalla = pantalla({
  access: 'menu',
  id: 2020,
  parent: 25,
  name: 'Consulta general de datos',
  icon: 'FileSearchOutlined',
  url: CONSULTA_GENERAL_BARANETOS_URL,
  title: 'Consulta general de datos.',
  order: 1,
  empresa: 2,
});
