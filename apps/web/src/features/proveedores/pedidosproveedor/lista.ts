import {
  DOCUMENTOS_POR_PAGINA,
  ESTATUS_RELEVANTES,
  FOLIO_MAX_DIGITOS,
  RANGO_MESES,
} from '@farmasi/contracts/proveedores/facturasenrevision';
import type { ConsultaPedidos } from '@farmasi/contracts/proveedores/pedidosproveedor';
import dayjs, { type Dayjs } from 'dayjs';
import { onlyDigits } from '@/lib/keys';
import { paginaValida } from '@/lib/useListaEnUrl';

const URL_FECHA = 'YYYY-MM-DD';

/**
 * The search in force as useListaEnUrl keeps it (?folio&sucursal&marca&estatus&de&a&pagina): an
 * empty date is the default range (last month up to today, 002 §9), computed when it is read.
 */
export const LISTA_DEFECTOS = {
  folio: '',
  sucursal: 0,
  marca: 0,
  estatus: ESTATUS_RELEVANTES as string,
  de: '',
  a: '',
  pagina: 1,
};
export type ListaPedidos = typeof LISTA_DEFECTOS;

const fechaValida = (f: string) =>
  f === '' || (/^\d{4}-\d{2}-\d{2}$/.test(f) && dayjs(f).format(URL_FECHA) === f);
const codigoValido = (n: number) => Number.isInteger(n) && n >= 0;

/** What the folio field keeps of what was typed or pasted: digits only, at most 9 (002 §5). */
export const limpiarFolio = (texto: string) => onlyDigits(texto).slice(0, FOLIO_MAX_DIGITOS);

export const LISTA_VALIDAR = {
  folio: (f: string) => f === limpiarFolio(f),
  sucursal: codigoValido,
  marca: codigoValido,
  estatus: (e: string) => /^(RL|[A-Z]{1,2})?$/.test(e),
  de: fechaValida,
  a: fechaValida,
  pagina: paginaValida,
};

/** What the filters form holds until 'Buscar' (branch and brand 0: every one). */
export interface FiltrosPedidos {
  folio: string;
  sucursal: number;
  marca: number;
  estatus: string;
  de: Dayjs | null;
  a: Dayjs | null;
}

export const rangoInicial = (hoy: Dayjs = dayjs()) => ({
  de: hoy.subtract(RANGO_MESES, 'month').startOf('day'),
  a: hoy.startOf('day'),
});

export const filtrosDeLista = (l: ListaPedidos, hoy: Dayjs = dayjs()): FiltrosPedidos => {
  const inicial = rangoInicial(hoy);
  return {
    folio: l.folio,
    sucursal: l.sucursal,
    marca: l.marca,
    estatus: l.estatus,
    de: l.de ? dayjs(l.de) : inicial.de,
    a: l.a ? dayjs(l.a) : inicial.a,
  };
};

export const dia = (d: Dayjs | null) => (d ? d.format(URL_FECHA) : '');

export const listaDeFiltros = (f: FiltrosPedidos): ListaPedidos => ({
  folio: f.folio,
  sucursal: f.sucursal,
  marca: f.marca,
  estatus: f.estatus,
  de: dia(f.de),
  a: dia(f.a),
  pagina: 1,
});

/** 002 §3 purchase-order query payload for the search in force and its page. */
export const cuerpoDe = (f: FiltrosPedidos, pagina: number): ConsultaPedidos => ({
  folioPedidoProveedor: f.folio ? Number(f.folio) : 0,
  codSucursal: f.sucursal,
  idCatProveedoresMarcasEnc: f.marca,
  fechaInicio: dia(f.de),
  fechaFin: dia(f.a),
  estatus: f.estatus,
  pagina,
  tamanoPagina: DOCUMENTOS_POR_PAGINA,
});
