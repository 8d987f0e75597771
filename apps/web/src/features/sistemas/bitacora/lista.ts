import {
  BITACORA_PAGINA_MAX,
  BITACORA_POR_PAGINA,
  type BitacoraQuery,
  CLAVE_MAX,
  type FiltrosBitacora,
  TABLA_MAX,
} from '@farmasi/contracts/sistemas/bitacora';
import dayjs from 'dayjs';

/**
 * The search in force as useListaEnUrl keeps it: the filters ('' or 0 when unused), the chosen user's
 * label (so that the finder shows it on opening a shared address) and the page.
 */
export const LISTA_DEFECTOS = {
  usuario: 0,
  usuarioEtiqueta: '',
  pantalla: 0,
  tabla: '',
  clave: '',
  desde: '',
  hasta: '',
  pagina: 1,
};
export type ListaBitacora = typeof LISTA_DEFECTOS;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), or ''. */
const fechaValida = (f: string) =>
  f === '' || (/^\d{4}-\d{2}-\d{2}$/.test(f) && dayjs(f).format('YYYY-MM-DD') === f);
const codigo = (n: number) => Number.isInteger(n) && n >= 0 && n <= 2_147_483_647;

export const LISTA_VALIDAR = {
  usuario: codigo,
  pantalla: codigo,
  tabla: (t: string) => t.length <= TABLA_MAX,
  clave: (t: string) => t.length <= CLAVE_MAX,
  desde: fechaValida,
  hasta: fechaValida,
  pagina: (n: number) => Number.isInteger(n) && n >= 1 && n <= BITACORA_PAGINA_MAX,
};

/** What the filters hold until 'Consultar'. */
export type Filtros = FiltrosBitacora & { usuarioEtiqueta: string };

export const filtrosDeLista = ({ pagina: _p, ...filtros }: ListaBitacora): Filtros => filtros;

/** The query of GET /sistemas/bitacora for a search and its page: only the filters in use. */
export const queryDe = (f: FiltrosBitacora, pagina: number): BitacoraQuery => {
  const q: BitacoraQuery = { pagina, tamanoPagina: BITACORA_POR_PAGINA };
  if (f.usuario) q.usuario = f.usuario;
  if (f.pantalla) q.pantalla = f.pantalla;
  if (f.tabla.trim()) q.tabla = f.tabla.trim();
  if (f.clave.trim()) q.clave = f.clave.trim();
  if (f.desde) q.desde = f.desde;
  if (f.hasta) q.hasta = f.hasta;
  return q;
};
