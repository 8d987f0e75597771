import {
  type ConsultaFacturas,
  DOCUMENTOS_POR_PAGINA,
  ESTATUS_RELEVANTES,
  FECHA_CARGA,
  FECHA_FACTURA,
  FOLIO_MAX_DIGITOS,
  RANGO_MESES,
} from '@farmasi/contracts/proveedores/facturasenrevision';
import dayjs, { type Dayjs } from 'dayjs';
import { onlyDigits } from '@/lib/keys';
import { paginaValida } from '@/lib/useListaEnUrl';

const URL_FECHA = 'YYYY-MM-DD';

/**
 * The search in force as useListaEnUrl keeps it (?folio&marca&estatus&fecha&de&a&pagina): an empty
 * date is the default range (one month ago to today, 002 §9), computed when it is read.
 */
export const LISTA_DEFECTOS = {
  folio: '',
  marca: 0,
  estatus: ESTATUS_RELEVANTES as string,
  fecha: FECHA_CARGA as number,
  de: '',
  a: '',
  pagina: 1,
};
export type ListaFacturas = typeof LISTA_DEFECTOS;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
const fechaValida = (f: string) =>
  f === '' || (/^\d{4}-\d{2}-\d{2}$/.test(f) && dayjs(f).format(URL_FECHA) === f);

/** What the folio field keeps of what was typed or pasted: digits only, at most 9 (002 §5). */
export const limpiarFolio = (texto: string) => onlyDigits(texto).slice(0, FOLIO_MAX_DIGITOS);

export const LISTA_VALIDAR = {
  folio: (f: string) => f === limpiarFolio(f),
  marca: (n: number) => Number.isInteger(n) && n >= 0,
  estatus: (e: string) => /^(RL|[A-Z]{1,2})?$/.test(e),
  fecha: (n: number) => n === FECHA_CARGA || n === FECHA_FACTURA,
  de: fechaValida,
  a: fechaValida,
  pagina: paginaValida,
};

/** What the filters form holds until 'Buscar'. */
export interface FiltrosFacturas {
  folio: string;
  marca: number;
  estatus: string;
  fecha: number;
  de: Dayjs | null;
  a: Dayjs | null;
}

/** The default range: one month ago to today (002 §9). */
export const rangoInicial = (hoy: Dayjs = dayjs()) => ({
  de: hoy.subtract(RANGO_MESES, 'month').startOf('day'),
  a: hoy.startOf('day'),
});

/** The filters of the search in force, the default range filled in. */
export const filtrosDeLista = (l: ListaFacturas, hoy: Dayjs = dayjs()): FiltrosFacturas => {
  const inicial = rangoInicial(hoy);
  return {
    folio: l.folio,
    marca: l.marca,
    estatus: l.estatus,
    fecha: l.fecha,
    de: l.de ? dayjs(l.de) : inicial.de,
    a: l.a ? dayjs(l.a) : inicial.a,
  };
};

/** A day as the URL and the API write it ('' when empty). */
export const dia = (d: Dayjs | null) => (d ? d.format(URL_FECHA) : '');

/** A checked search as the list state (its first page). */
export const listaDeFiltros = (f: FiltrosFacturas): ListaFacturas => ({
  folio: f.folio,
  marca: f.marca,
  estatus: f.estatus,
  fecha: f.fecha,
  de: dia(f.de),
  a: dia(f.a),
  pagina: 1,
});

/** The body of 002 §7 ProveedoresFacturasCon for the search in force and its page. */
export const cuerpoDe = (f: FiltrosFacturas, pagina: number): ConsultaFacturas => ({
  folioFactura: f.folio ? Number(f.folio) : 0,
  idCatProveedoresMarcasEnc: f.marca,
  estatus: f.estatus,
  fechaSelect: f.fecha === FECHA_FACTURA ? FECHA_FACTURA : FECHA_CARGA,
  fechaInicio: dia(f.de),
  fechaFin: dia(f.a),
  pagina,
  tamanoPagina: DOCUMENTOS_POR_PAGINA,
});
