import { type EntradaHistorial, HISTORIAL_POR_PAGINA } from '@farmasi/contracts/sistemas/historial';
import { envelope } from './fetch';

/** GET /sistemas/historial's answer (issue 29): the first page, holding these entries of `total`. */
export const paginaHistorial = (entradas: EntradaHistorial[], total = entradas.length) =>
  envelope({ entradas, totalRegistros: total, pagina: 1, porPagina: HISTORIAL_POR_PAGINA });
