import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_INPUT_FORMATS } from './format';

dayjs.extend(customParseFormat);

/**
 * Dates typed in a date field (issue 24, 30): used as typed, or refused with one of these messages;
 * never dropped nor replaced by the old date without a word.
 */
export const fechaEscritaMensajes = {
  invalida: (texto: string) => `La fecha ${texto} no es válida. Escríbala como DD/MM/AAAA.`,
  noPermitida: (fecha: string) => `La fecha ${fecha} no se puede elegir en este campo.`,
  requerida: 'Escriba una fecha (DD/MM/AAAA).',
} as const;

/**
 * The earliest date a date field takes: 1900-01-01 is the API's 'no date' (SENTINEL_DATE), so an
 * earlier or equal date would be saved as none.
 */
export const FECHA_MINIMA = dayjs('1901-01-01');

/** A typed date in one of DATE_INPUT_FORMATS, parsed strictly (31/02/2026 is none); null otherwise. */
export const leerFechaEscrita = (texto: string): Dayjs | null => {
  const limpio = texto.trim();
  for (const formato of DATE_INPUT_FORMATS) {
    const fecha = dayjs(limpio, formato, true);
    if (fecha.isValid()) return fecha;
  }
  return null;
};
