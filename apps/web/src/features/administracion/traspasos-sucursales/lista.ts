import {
  ESTATUS_FILTRO,
  type EstatusFiltro,
  TODAS_SUCURSALES,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import dayjs, { type Dayjs } from 'dayjs';
import { paginaValida } from '@/lib/useListaEnUrl';
import { type FiltrosForm, limpiarFolio, rangoInicial } from './validate';

const URL_FECHA = 'YYYY-MM-DD';

/**
 * The search in force as useListaEnUrl keeps it (?folio&origen&destino&estatus&de&a&pagina): an
 * empty date is the default range (one month ago to today, 003 §9), computed when it is read.
 */
export const LISTA_DEFECTOS = {
  folio: '',
  origen: TODAS_SUCURSALES,
  destino: TODAS_SUCURSALES,
  estatus: 'P',
  de: '',
  a: '',
  pagina: 1,
};
export type ListaTraspasos = typeof LISTA_DEFECTOS;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
const fechaValida = (f: string) =>
  f === '' || (/^\d{4}-\d{2}-\d{2}$/.test(f) && dayjs(f).format(URL_FECHA) === f);
const sucursalValida = (n: number) => n === TODAS_SUCURSALES || (Number.isInteger(n) && n > 0);

/** What the URL may hold; anything else is the default. */
export const LISTA_VALIDAR = {
  folio: (f: string) => f === limpiarFolio(f),
  origen: sucursalValida,
  destino: sucursalValida,
  estatus: (e: string) => (ESTATUS_FILTRO as readonly string[]).includes(e),
  de: fechaValida,
  a: fechaValida,
  pagina: paginaValida,
};

/** The filters of the search in force, the default range filled in. */
export const filtrosDeLista = (
  l: ListaTraspasos,
  hoy: Dayjs = dayjs(),
): FiltrosForm & { de: Dayjs; a: Dayjs } => {
  const inicial = rangoInicial(hoy);
  return {
    folio: l.folio,
    origen: l.origen,
    destino: l.destino,
    estatus: l.estatus as EstatusFiltro,
    de: l.de ? dayjs(l.de) : inicial.de,
    a: l.a ? dayjs(l.a) : inicial.a,
  };
};

/** A checked search as the list state (its first page). */
export const listaDeFiltros = (f: FiltrosForm & { de: Dayjs; a: Dayjs }): ListaTraspasos => ({
  folio: f.folio,
  origen: f.origen,
  destino: f.destino,
  estatus: f.estatus,
  de: f.de.format(URL_FECHA),
  a: f.a.format(URL_FECHA),
  pagina: 1,
});
