/**
 * Calendar days of the chain: ages, messages and the Excel file use Mexico City's local time,
 * whatever the server's own zone is.
 */
const ZONA = 'America/Mexico_City';
const DAY_MS = 86_400_000;
const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

const partes = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Mexico City as a Date whose UTC fields hold it (what Excel shows). */
export const horaLocal = (d: Date): Date => {
  const p = Object.fromEntries(partes.formatToParts(d).map((x) => [x.type, Number(x.value)]));
  return new Date(Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!));
};

const diaLocal = (d: Date) => Math.floor(horaLocal(d).getTime() / DAY_MS);

/** Calendar days from the transfer to its reception, or to today while pending. */
export const diasTranscurridos = (fechaTraspaso: Date, fechaRecibio: Date | null, ahora = new Date()) =>
  Math.max(0, diaLocal(fechaRecibio ?? ahora) - diaLocal(fechaTraspaso));

/** '05/ago/2025 03:07 PM' (003 §9 date format with time). */
export const formatoFechaHora = (d: Date): string => {
  const l = horaLocal(d);
  const h = l.getUTCHours();
  const dos = (n: number) => String(n).padStart(2, '0');
  return `${dos(l.getUTCDate())}/${MESES[l.getUTCMonth()]}/${l.getUTCFullYear()} ${dos(h % 12 || 12)}:${dos(l.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
};
