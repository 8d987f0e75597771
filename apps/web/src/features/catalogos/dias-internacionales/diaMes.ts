import { diasDelMes, esDiaMes } from '@farmasi/contracts/catalogos/dias-internacionales';

export const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** '04-07' → '7 de abril' ('' for a value that is not a day of the year). */
export const diaMesTexto = (valor: string) =>
  esDiaMes(valor) ? `${Number(valor.slice(3))} de ${MESES[Number(valor.slice(0, 2)) - 1]}` : '';

/** The parts of 'MM-DD' (null when not chosen). */
export const partesDiaMes = (valor: string): { mes: number | null; dia: number | null } =>
  esDiaMes(valor)
    ? { mes: Number(valor.slice(0, 2)), dia: Number(valor.slice(3)) }
    : { mes: null, dia: null };

/**
 * 'MM-DD' from a day and a month, '' while one is missing. A day the month does not have (31 after
 * choosing June) becomes the month's last one, as a user changing the month expects.
 */
export const diaMesDe = (dia: number | null, mes: number | null) => {
  if (dia === null || mes === null) return '';
  const real = Math.min(dia, diasDelMes(mes));
  return `${String(mes).padStart(2, '0')}-${String(real).padStart(2, '0')}`;
};
