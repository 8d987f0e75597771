import {
  type EstatusFiltro,
  EXPORTAR_PREFIJO,
  FOLIO_MAX_DIGITOS,
  traspasosMessages as m,
  TODAS_SUCURSALES,
  TRASPASOS_RANGO_MESES,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import dayjs, { type Dayjs } from 'dayjs';
import { onlyDigits } from '@/lib/keys';

/** What the folio field keeps of what was typed or pasted: digits only, at most 10 (003 §5). */
export const limpiarFolio = (texto: string): string => onlyDigits(texto).slice(0, FOLIO_MAX_DIGITOS);

/** An empty folio is sent as 0 (003 §5). */
export const folioParaEnviar = (folio: string): number => (folio ? Number(folio) : 0);

/** The default range: one month ago to today (003 §9). */
export const rangoInicial = (hoy: Dayjs = dayjs()) => ({
  de: hoy.subtract(TRASPASOS_RANGO_MESES, 'month').startOf('day'),
  a: hoy.startOf('day'),
});

/** 'De' cannot be after 'A' nor in the future. */
export const deshabilitarDe =
  (a: Dayjs | null, hoy: Dayjs = dayjs()) =>
  (d: Dayjs) =>
    d.isAfter(hoy, 'day') || (a !== null && d.isAfter(a, 'day'));

/** 'A' cannot be before 'De' nor in the future (003 §5). */
export const deshabilitarA =
  (de: Dayjs | null, hoy: Dayjs = dayjs()) =>
  (d: Dayjs) =>
    d.isAfter(hoy, 'day') || (de !== null && d.isBefore(de, 'day'));

/** The start goes as the start of its day, the end as the end of its day, with the user's offset. */
const INSTANTE = 'YYYY-MM-DDTHH:mm:ss.SSSZ';
export const inicioDelDia = (d: Dayjs) => d.startOf('day').format(INSTANTE);
export const finDelDia = (d: Dayjs) => d.endOf('day').format(INSTANTE);

export interface FiltrosForm {
  folio: string;
  origen: number;
  destino: number;
  estatus: EstatusFiltro;
  de: Dayjs | null;
  a: Dayjs | null;
}

export type CampoFiltro = 'folio' | 'origen' | 'destino' | 'de' | 'a';

/** The screen's checks in the spec's order; the first failure with the field to focus. */
export const validarFiltros = (
  f: FiltrosForm,
  hoy: Dayjs = dayjs(),
): { message: string; campo: CampoFiltro } | null => {
  if (f.origen !== TODAS_SUCURSALES && f.destino !== TODAS_SUCURSALES && f.origen === f.destino)
    return { message: m.mismaSucursal, campo: 'destino' };
  if (f.folio !== limpiarFolio(f.folio)) return { message: m.folioInvalido, campo: 'folio' };
  if (!f.de) return { message: m.fechasRequeridas, campo: 'de' };
  if (!f.a) return { message: m.fechasRequeridas, campo: 'a' };
  if (f.de.isAfter(f.a, 'day')) return { message: m.fechaInicialMayor, campo: 'de' };
  if (f.a.isAfter(hoy, 'day')) return { message: m.fechaFinalFutura, campo: 'a' };
  return null;
};

/** The body of the list and export calls for checked filters. */
export const filtrosParaEnviar = (f: FiltrosForm & { de: Dayjs; a: Dayjs }) => ({
  FolioTraspaso: folioParaEnviar(f.folio),
  CodSucursalOrigen: f.origen,
  CodSucursalDestino: f.destino,
  Estatus: f.estatus,
  FechaTraspaso: inicioDelDia(f.de),
  FechaRecibio: finDelDia(f.a),
});

/** '1 día' or 'N días' (003 §9). */
export const textoDias = (dias: number) => (dias === 1 ? '1 día' : `${dias} días`);

/** 'Traspasos_20261122_143000.xlsx' (003 §9: prefix + yyyymmdd_hhmmss). */
export const nombreArchivo = (ahora: Dayjs = dayjs()) =>
  `${EXPORTAR_PREFIJO}_${ahora.format('YYYYMMDD_HHmmss')}.xlsx`;
