import { SENTINEL_DATE } from '@farmasi/contracts';

/**
 * Calendar dates of the chain. Days, ages, messages and exported files use Mexico City's local
 * time whatever the server's own zone is; the API carries dates as 'YYYY-MM-DD' (or ISO instants)
 * and 1900-01-01 means "no date" only at the API boundary (the database stores NULL).
 */
export const ZONA_MEXICO = 'America/Mexico_City';
const DIA_MS = 86_400_000;
export const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

const partes = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONA_MEXICO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const dos = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${dos(m)}-${dos(d)}`;

const calcularHoraLocal = (d: Date): Date => {
  const p = Object.fromEntries(partes.formatToParts(d).map((x) => [x.type, Number(x.value)]));
  return new Date(
    Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!, d.getUTCMilliseconds()),
  );
};

const HORA_MS = 3_600_000;
/**
 * Mexico City's offset per UTC hour: formatToParts costs microseconds, and a list of 50 transfers
 * asks it 100 times. Since 1970 the zone has changed its offset only on whole UTC hours (whole-hour
 * offsets, changes at 02:00 local), so one hour's offset holds for all of it; older instants are
 * computed each time.
 */
const desfases = new Map<number, number>();

/** The wall-clock time in Mexico City as a Date whose UTC fields hold it (what Excel shows). */
export const horaLocal = (d: Date): Date => {
  const t = d.getTime();
  if (!(t >= 0)) return calcularHoraLocal(d);
  const hora = Math.floor(t / HORA_MS);
  let desfase = desfases.get(hora);
  if (desfase === undefined) {
    desfase = calcularHoraLocal(new Date(hora * HORA_MS)).getTime() - hora * HORA_MS;
    if (desfases.size >= 50_000) desfases.clear();
    desfases.set(hora, desfase);
  }
  return new Date(t + desfase);
};

/**
 * The instant at which Mexico City's clocks show the given wall-clock time (UTC fields of
 * `local`). Two passes settle the offset, also on the days the zone changed it.
 */
export const instanteDeHoraLocal = (local: Date): Date => {
  let instante = local.getTime();
  for (let i = 0; i < 2; i++)
    instante = local.getTime() - (horaLocal(new Date(instante)).getTime() - instante);
  return new Date(instante);
};

/** The Mexico City calendar day of an instant, 'YYYY-MM-DD'. */
export const fechaLocal = (d: Date): string => horaLocal(d).toISOString().slice(0, 10);

/** Today in Mexico City, 'YYYY-MM-DD'. */
export const hoy = (ahora = new Date()): string => fechaLocal(ahora);

/** True when 'YYYY-MM-DD' names a day that exists (refuses 2026-02-30). */
export const esFechaReal = (fecha: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
  if (!m) return false;
  const [y, mes, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mes - 1, d));
  t.setUTCFullYear(y);
  return t.getUTCFullYear() === y && t.getUTCMonth() === mes - 1 && t.getUTCDate() === d;
};

/** 'YYYY-MM-DD' n days after another (n < 0: before). */
export const sumarDias = (fecha: string, n: number): string =>
  new Date(Date.parse(`${fecha}T00:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);

/** The day that follows 'YYYY-MM-DD'. */
export const diaSiguiente = (fecha: string): string => sumarDias(fecha, 1);

/** A Mexico City day as instants: from its first moment (inclusive) to the next day's (exclusive). */
export const limitesDelDia = (fecha: string): { desde: Date; hasta: Date } => {
  if (!esFechaReal(fecha)) throw new RangeError(`Fecha inexistente: ${fecha}`);
  return {
    desde: instanteDeHoraLocal(new Date(`${fecha}T00:00:00Z`)),
    hasta: instanteDeHoraLocal(new Date(`${diaSiguiente(fecha)}T00:00:00Z`)),
  };
};

const numeroDeDia = (d: Date) => Math.floor(horaLocal(d).getTime() / DIA_MS);

/** Calendar days (Mexico City) from one instant to a later one; never negative. */
export const diasEntre = (desde: Date, hasta: Date): number =>
  Math.max(0, numeroDeDia(hasta) - numeroDeDia(desde));

/** '05/ago/2025' (003 §9). A 'YYYY-MM-DD' text is a calendar day; a Date is read in Mexico City. */
export const formatoFecha = (valor: Date | string): string => {
  const dia = typeof valor === 'string' ? valor.slice(0, 10) : fechaLocal(valor);
  const [y, m, d] = dia.split('-').map(Number);
  return `${dos(d!)}/${MESES[m! - 1]}/${String(y).padStart(4, '0')}`;
};

/** '05/ago/2025 03:07 PM' (003 §9 date format with time), in Mexico City. */
export const formatoFechaHora = (d: Date): string => {
  const l = horaLocal(d);
  const h = l.getUTCHours();
  return `${formatoFecha(d)} ${dos(h % 12 || 12)}:${dos(l.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
};

const FECHA_TEXTO = /^(\d{1,2})\/([A-Za-zÁÉÍÓÚáéíóú]{3})\.?\/(\d{4})$/;
const HORA_TEXTO = /^(\d{1,2}):(\d{2})\s*([AaPp])\.?\s*[Mm]\.?$/;

/** '05/ago/2025' (month name in any case, 'sept' not accepted) → '2025-08-05', or null if not a real day. */
export const leerFecha = (texto: string): string | null => {
  const m = FECHA_TEXTO.exec(texto.trim());
  if (!m) return null;
  const mes = MESES.indexOf(m[2]!.toLowerCase());
  if (mes < 0) return null;
  const fecha = iso(Number(m[3]), mes + 1, Number(m[1]));
  return esFechaReal(fecha) ? fecha : null;
};

/** '05/ago/2025 03:07 PM' (Mexico City) → the instant, or null when it is not a real time. */
export const leerFechaHora = (texto: string): Date | null => {
  const t = texto.trim();
  const corte = t.indexOf(' ');
  if (corte < 0) return null;
  const fecha = leerFecha(t.slice(0, corte));
  const h = HORA_TEXTO.exec(t.slice(corte + 1).trim());
  if (!fecha || !h) return null;
  const hora12 = Number(h[1]);
  const minuto = Number(h[2]);
  if (hora12 < 1 || hora12 > 12 || minuto > 59) return null;
  const hora = (hora12 % 12) + (h[3]!.toLowerCase() === 'p' ? 12 : 0);
  return instanteDeHoraLocal(new Date(`${fecha}T${dos(hora)}:${dos(minuto)}:00Z`));
};

/** True for the API's "no date": 1900-01-01 alone or as the start of an ISO instant. */
export const esCentinela = (valor: string | null | undefined): boolean =>
  typeof valor === 'string' && valor.startsWith(SENTINEL_DATE);

/** API → database: the sentinel (or nothing) becomes NULL; any other value passes. */
export const deCentinela = <T extends string>(valor: T | null | undefined): T | null =>
  valor === null || valor === undefined || valor === '' || esCentinela(valor) ? null : valor;

/** Database → API: NULL becomes the sentinel; a Date becomes its ISO instant, a text passes. */
export const aCentinela = (valor: Date | string | null | undefined): string =>
  valor === null || valor === undefined ? SENTINEL_DATE : valor instanceof Date ? valor.toISOString() : valor;
