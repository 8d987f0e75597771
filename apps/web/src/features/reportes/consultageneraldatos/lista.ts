import type {
  BusquedaConsulta,
  ExportarConsulta,
  OpcionConsulta,
} from '@farmasi/contracts/reportes/consultageneraldatos';
import { COMBO_TODOS, type ValoresBusqueda } from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import dayjs, { type Dayjs } from 'dayjs';
import { paginaValida } from '@/lib/useListaEnUrl';

const DIA = 'YYYY-MM-DD';

/**
 * The search in force as the URL keeps it (?opcion&de&a&dato&dato2&combo&pagina), so that a reload
 * or a shared link shows the same result page. opcion 0: nothing consulted yet.
 */
export const LISTA_DEFECTOS = { opcion: 0, de: '', a: '', dato: '', dato2: '', combo: '', pagina: 1 };
export type ListaConsulta = typeof LISTA_DEFECTOS;

const diaValido = (f: string) => f === '' || (/^\d{4}-\d{2}-\d{2}$/.test(f) && dayjs(f).format(DIA) === f);
export const LISTA_VALIDAR = {
  opcion: (n: number) => Number.isInteger(n) && n >= 0 && n <= 32_767,
  de: diaValido,
  a: diaValido,
  dato: (t: string) => t.length <= 100,
  dato2: (t: string) => t.length <= 100,
  combo: (t: string) => t.length <= 50,
  pagina: paginaValida,
};

/** What the filters hold until 'Consultar': the option and the search payload's values. */
export interface FiltrosConsulta extends ValoresBusqueda {
  idOpcion: number;
}

/** Mexico City's day (the chain's calendar) as the browser knows it, YYYY-MM-DD. */
export const hoyMexico = (ahora: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ahora);

/**
 * The filters of a newly chosen option: from one month ago to today (one day: yesterday, the last
 * closed day), no data, the combo on TODOS.
 */
export const filtrosIniciales = (opcion: OpcionConsulta | undefined, hoy: string): FiltrosConsulta => {
  const dia = dayjs(hoy);
  const unDia = opcion?.mostrarFechaInicial && !opcion.mostrarFechaFinal;
  return {
    idOpcion: opcion?.idOpcion ?? 0,
    fechaInicio: opcion?.mostrarFechaInicial
      ? (unDia ? dia.subtract(1, 'day') : dia.subtract(1, 'month')).format(DIA)
      : '',
    fechaFin: opcion?.mostrarFechaFinal ? hoy : '',
    valores: '',
    valores2: '',
    comboEspecialValor: COMBO_TODOS,
  };
};

/** The filters of the search in force (the URL). */
export const filtrosDeLista = (l: ListaConsulta): FiltrosConsulta => ({
  idOpcion: l.opcion,
  fechaInicio: l.de,
  fechaFin: l.a,
  valores: l.dato,
  valores2: l.dato2,
  comboEspecialValor: l.combo || COMBO_TODOS,
});

/** A checked search as the list state, on its first page. */
export const listaDeFiltros = (f: FiltrosConsulta): ListaConsulta => ({
  opcion: f.idOpcion,
  de: f.fechaInicio,
  a: f.fechaFin,
  dato: f.valores.trim(),
  dato2: f.valores2.trim(),
  combo: f.comboEspecialValor === COMBO_TODOS ? '' : f.comboEspecialValor,
  pagina: 1,
});

/**
 * 003 §3 'Search payload' for the filters and the option (its combo's type), and the page. Filters
 * the option does not show go empty.
 */
export const cuerpoDe = (
  f: FiltrosConsulta,
  opcion: OpcionConsulta | undefined,
  pagina = 1,
): BusquedaConsulta & { pagina: number } => ({
  idOpcion: f.idOpcion,
  fechaInicio: opcion?.mostrarFechaInicial ? f.fechaInicio : '',
  fechaFin: opcion?.mostrarFechaFinal ? f.fechaFin : '',
  valores: opcion?.mostrarSolicitarDato ? f.valores.trim() : '',
  valores2: opcion?.mostrarSolicitarDato2 ? f.valores2.trim() : '',
  comboEspecialTipo: opcion?.comboEspecial ?? 0,
  comboEspecialValor: opcion?.comboEspecial ? f.comboEspecialValor : COMBO_TODOS,
  pagina,
});

/** The export's body: the same search plus opcionSeleccionada (the option's description). */
export const cuerpoExportar = (f: FiltrosConsulta, opcion: OpcionConsulta | undefined): ExportarConsulta => {
  const { pagina: _, ...busqueda } = cuerpoDe(f, opcion);
  return { ...busqueda, opcionSeleccionada: opcion?.descripcion ?? '' };
};

/** A day as the date inputs hold it. */
export const comoDayjs = (dia: string): Dayjs | null => (dia ? dayjs(dia) : null);
