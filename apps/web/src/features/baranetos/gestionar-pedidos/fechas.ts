/**
 * Order dates in Mexico City time whatever the browser's zone (the chain's clock, as the server's
 * platform/fechas.ts): the table's 'DD-MMM-YYYY hh:mm A' and today's date for the default range.
 */
const ZONA_MEXICO = 'America/Mexico_City';
const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const DIA_MS = 86_400_000;

const partes = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONA_MEXICO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const leer = (d: Date) => {
  const p = Object.fromEntries(partes.formatToParts(d).map((x) => [x.type, x.value]));
  return { y: p.year!, m: p.month!, d: p.day!, h: Number(p.hour), min: p.minute! };
};

/** '05-ago-2025 03:07 PM' in Mexico City; empty for a text that is not an instant. */
export const formatoFechaPedido = (iso: string): string => {
  const fecha = new Date(iso);
  if (Number.isNaN(fecha.getTime())) return '';
  const { y, m, d, h, min } = leer(fecha);
  return `${d}-${MESES[Number(m) - 1]}-${y} ${String(h % 12 || 12).padStart(2, '0')}:${min} ${h < 12 ? 'AM' : 'PM'}`;
};

/** Today in Mexico City, 'YYYY-MM-DD'. */
export const hoyEnMexico = (ahora = new Date()): string => {
  const { y, m, d } = leer(ahora);
  return `${y}-${m}-${d}`;
};

/** The calendar day `dias` days before 'YYYY-MM-DD'. */
export const diasAntes = (fecha: string, dias: number): string =>
  new Date(new Date(`${fecha}T00:00:00Z`).getTime() - dias * DIA_MS).toISOString().slice(0, 10);
