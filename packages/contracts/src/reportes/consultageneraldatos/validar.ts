/**
 * S49–S50 'Consulta general de datos.' (003 §2.10, §5 'General query'): the messages, the page size
 * and the checks of a search, in the order the web and the server run them.
 */

/** 003 §9: the results table shows 20 rows per page (paged on the server). */
export const CONSULTA_POR_PAGINA = 20;
/** The most characters a free-text data filter takes. */
export const DATO_MAX = 100;
/** The special combo's first entry (003 §2.10): every value. */
export const COMBO_TODOS = 'TODOS';

/** The finder a data filter uses (003 §2.10): P supplier, C client, S branch, G formula, A product. */
export const FILTROS_DATO = ['P', 'C', 'S', 'G', 'A'] as const;
export type FiltroDato = (typeof FILTROS_DATO)[number] | '';

export const consultaGeneralMessages = {
  seleccioneOpcion: 'Seleccione una opción.',
  sinDatos: 'No existen datos para esta consulta.',
  errorExcel: 'Error al generar el excel',
  // Ours (003 §5 says only that dates cannot be in the future).
  fechaInicialRequerida: 'Seleccione la fecha inicial.',
  fechaFinalRequerida: 'Seleccione la fecha final.',
  fechaInicialFutura: 'La fecha inicial no puede ser mayor a la fecha actual.',
  fechaFinalFutura: 'La fecha final no puede ser mayor a la fecha actual.',
  fechaInicialMayor: 'La fecha inicial no puede ser mayor a la fecha final.',
  fechaInvalida: 'La fecha no es válida.',
  datoRequerido: (texto: string) => `Capture el dato «${texto}».`,
  datoInvalido: (texto: string) => `El dato «${texto}» no es válido.`,
  comboInvalido: (texto: string) => `El valor de «${texto}» no es válido.`,
  opcionNoExiste: 'La opción de consulta no existe.',
  opcionNoAsignada: 'No tiene asignada esta opción de consulta.',
  empleadoAjeno: 'Solo puede consultar las opciones de su propio número de empleado.',
  sinOpciones: 'No tiene opciones de consulta asignadas.',
  comboNoExiste: 'El combo especial no existe.',
  empleadoInvalido: 'El número de empleado no es válido.',
  tipoComboInvalido: 'El tipo de combo especial no es válido.',
  paginaInvalida: 'La página no es válida.',
} as const;
const m = consultaGeneralMessages;

/** The flags of an option that decide which filters show (003 §3 'General query option'). */
export interface FlagsOpcion {
  mostrarFechaInicial: boolean;
  mostrarFechaFinal: boolean;
  mostrarSolicitarDato: boolean;
  mostrarSolicitarDato2: boolean;
  textoSolicitarDato: string;
  textoSolicitarDato2: string;
  filtroDato: FiltroDato;
  filtroDato2: FiltroDato;
  /** The data filter must be given (ours: an option that reads one supplier's articles needs it). */
  solicitarDatoRequerido: boolean;
  solicitarDato2Requerido: boolean;
  /** The special combo's type (0: none) and its label. */
  comboEspecial: number;
  comboEspecialTexto: string;
}

/** What a search sends (003 §3 'Search payload'), as the checks read it. */
export interface ValoresBusqueda {
  fechaInicio: string;
  fechaFin: string;
  valores: string;
  valores2: string;
  comboEspecialValor: string;
}

export type CampoBusqueda = 'idOpcion' | keyof ValoresBusqueda;
export interface FallaBusqueda {
  campo: CampoBusqueda;
  mensaje: string;
}

const DIA = /^\d{4}-\d{2}-\d{2}$/;
/** A finder's value: a code. */
const CODIGO = /^\d{1,9}$/;

const fallaFecha = (
  valor: string,
  campo: 'fechaInicio' | 'fechaFin',
  hoy: string,
  requerida: string,
  futura: string,
): FallaBusqueda | null => {
  if (!valor) return { campo, mensaje: requerida };
  if (!DIA.test(valor)) return { campo, mensaje: m.fechaInvalida };
  if (valor > hoy) return { campo, mensaje: futura };
  return null;
};

const fallaDato = (
  valor: string,
  campo: 'valores' | 'valores2',
  texto: string,
  filtro: FiltroDato,
  requerido: boolean,
): FallaBusqueda | null => {
  const v = valor.trim();
  if (!v) return requerido ? { campo, mensaje: m.datoRequerido(texto) } : null;
  if (filtro && !CODIGO.test(v)) return { campo, mensaje: m.datoInvalido(texto) };
  if (v.length > DATO_MAX) return { campo, mensaje: m.datoInvalido(texto) };
  return null;
};

/**
 * The checks of a search in order (003 §5 'General query'): an option chosen ('Seleccione una
 * opción.'), then the dates the option shows (given, not after `hoy` — Mexico City's day — and the
 * first not after the second), then the data filters it shows (required ones given; a finder's value
 * is a code). Filters the option does not show are not checked (the server ignores them).
 */
export const fallaBusqueda = (
  opcion: FlagsOpcion | undefined | null,
  v: ValoresBusqueda,
  hoy: string,
): FallaBusqueda | null => {
  if (!opcion) return { campo: 'idOpcion', mensaje: m.seleccioneOpcion };
  if (opcion.mostrarFechaInicial) {
    const f = fallaFecha(v.fechaInicio, 'fechaInicio', hoy, m.fechaInicialRequerida, m.fechaInicialFutura);
    if (f) return f;
  }
  if (opcion.mostrarFechaFinal) {
    const f = fallaFecha(v.fechaFin, 'fechaFin', hoy, m.fechaFinalRequerida, m.fechaFinalFutura);
    if (f) return f;
    if (opcion.mostrarFechaInicial && v.fechaInicio > v.fechaFin)
      return { campo: 'fechaInicio', mensaje: m.fechaInicialMayor };
  }
  if (opcion.mostrarSolicitarDato) {
    const f = fallaDato(
      v.valores,
      'valores',
      opcion.textoSolicitarDato,
      opcion.filtroDato,
      opcion.solicitarDatoRequerido,
    );
    if (f) return f;
  }
  if (opcion.mostrarSolicitarDato2) {
    const f = fallaDato(
      v.valores2,
      'valores2',
      opcion.textoSolicitarDato2,
      opcion.filtroDato2,
      opcion.solicitarDato2Requerido,
    );
    if (f) return f;
  }
  return null;
};

/**
 * The export's file name (003 §9): the option's description, '_', the moment as yyyymmdd_hhmmss
 * (Mexico City's wall clock, given as 'YYYY-MM-DDTHH:MM:SS…'), '.xlsx'. Characters no file system
 * takes in a name are replaced with '-'.
 */
export const nombreExportacion = (descripcion: string, horaLocalIso: string): string => {
  const sello = `${horaLocalIso.slice(0, 10).replaceAll('-', '')}_${horaLocalIso.slice(11, 19).replaceAll(':', '')}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const limpio = descripcion.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-').trim() || 'Consulta';
  return `${limpio}_${sello}.xlsx`;
};
