import {
  type ConsultaFacturasReporte,
  FACTURAS_POR_PAGINA,
  TODAS_LAS_SUCURSALES,
} from '@farmasi/contracts/reportes/facturas';
import dayjs, { type Dayjs } from 'dayjs';
import { paginaValida } from '@/lib/useListaEnUrl';

const DIA = 'YYYY-MM-DD';

/**
 * The search in force as useListaEnUrl keeps it (?fechaInicio&fechaFin&codSucursal&pagina): an empty
 * date is the default range (one month ago to today), computed when it is read.
 */
export const LISTA_DEFECTOS = {
  fechaInicio: '',
  fechaFin: '',
  codSucursal: TODAS_LAS_SUCURSALES as number,
  pagina: 1,
};
export type ListaFacturas = typeof LISTA_DEFECTOS;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), or ''. */
const fechaValida = (f: string) => f === '' || (/^\d{4}-\d{2}-\d{2}$/.test(f) && dayjs(f).format(DIA) === f);

export const LISTA_VALIDAR = {
  fechaInicio: fechaValida,
  fechaFin: fechaValida,
  codSucursal: (n: number) => Number.isInteger(n) && n >= 0 && n <= 2_147_483_647,
  pagina: paginaValida,
};

/** What the filters hold until 'Consultar': dates as YYYY-MM-DD ('' when empty), the branch (0 all). */
export interface FiltrosFacturas {
  fechaInicio: string;
  fechaFin: string;
  codSucursal: number;
}

/** The default range: one month ago to today. */
export const rangoInicial = (hoy: Dayjs = dayjs()) => ({
  fechaInicio: hoy.subtract(1, 'month').format(DIA),
  fechaFin: hoy.format(DIA),
});

/** The filters of the search in force, the default range filled in. */
export const filtrosDeLista = (l: ListaFacturas, hoy: Dayjs = dayjs()): FiltrosFacturas => {
  const inicial = rangoInicial(hoy);
  return {
    fechaInicio: l.fechaInicio || inicial.fechaInicio,
    fechaFin: l.fechaFin || inicial.fechaFin,
    codSucursal: l.codSucursal,
  };
};

/** The body of 003 §7 POST /reportes/facturas/ for a search and its page (20 rows, 003 §9). */
export const cuerpoDe = (f: FiltrosFacturas, pagina: number): ConsultaFacturasReporte => ({
  fechaInicio: f.fechaInicio,
  fechaFin: f.fechaFin,
  codSucursal: f.codSucursal,
  pagina,
  tamanoPagina: FACTURAS_POR_PAGINA,
});
