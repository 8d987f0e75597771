import { PEDIDOS_RANGO_DIAS, TODOS_ESTATUS } from '@farmasi/contracts/baranetos/gestionar-pedidos';
import dayjs from 'dayjs';
import { paginaValida } from '@/lib/useListaEnUrl';
import { diasAntes, hoyEnMexico } from './fechas';

const URL_FECHA = 'YYYY-MM-DD';

/**
 * The search in force as the URL keeps it (?de&a&estatus&pagina&orden…): empty dates are the
 * default range (the last 30 days, today included, Mexico City), computed when read.
 */
export const LISTA_DEFECTOS = { de: '', a: '', estatus: TODOS_ESTATUS, pagina: 1 };
export type ListaPedidos = typeof LISTA_DEFECTOS;

/** A real calendar day written YYYY-MM-DD, or empty. */
export const fechaValida = (f: string) =>
  f === '' || (/^\d{4}-\d{2}-\d{2}$/.test(f) && dayjs(f).format(URL_FECHA) === f);

/** What the URL may hold; anything else is the default. */
export const LISTA_VALIDAR = {
  de: fechaValida,
  a: fechaValida,
  estatus: (n: number) => Number.isInteger(n) && n >= 0,
  pagina: paginaValida,
};

/** Columns the table sorts by (the list is loaded whole and sorted in the browser). */
export const ORDENABLE = ['folio', 'nomCliente', 'fecha', 'estatusDescripcion'];

export const rangoInicial = (ahora = new Date()) => {
  const a = hoyEnMexico(ahora);
  return { fechaInicial: diasAntes(a, PEDIDOS_RANGO_DIAS - 1), fechaFinal: a };
};

/** The filters to send for the search in the URL. */
export const filtrosDeLista = (lista: ListaPedidos, ahora = new Date()) => {
  const inicial = rangoInicial(ahora);
  return {
    fechaInicial: lista.de || inicial.fechaInicial,
    fechaFinal: lista.a || inicial.fechaFinal,
    estatus: lista.estatus,
  };
};
