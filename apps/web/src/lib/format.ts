import { SENTINEL_DATE } from '@farmasi/contracts/constants';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');

export const DATE_FORMAT = 'DD/MMM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MMM/YYYY hh:mm A';
export const API_DATE_FORMAT = 'YYYY-MM-DD';

export type DateInput = string | number | Date | Dayjs | null | undefined;

// en-US grouping is exactly the spec's $0,0.00 (comma thousands, dot decimals) on every ICU build.
const moneyFormats = new Map<number, Intl.NumberFormat>();
const moneyFormat = (decimals: number): Intl.NumberFormat => {
  let f = moneyFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    moneyFormats.set(decimals, f);
  }
  return f;
};

/** '$1,234.50'; negatives '-$1,234.50'; empty for no value. Costs use decimals = 4. */
export const formatMoney = (value: number | string | null | undefined, decimals = 2): string => {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const text = moneyFormat(decimals).format(Math.abs(n));
  const isZero = Number(text.replace(/,/g, '')) === 0;
  return n < 0 && !isZero ? `-$${text}` : `$${text}`;
};

/** 1900-01-01 (in any time form) is the API's "no date". */
export const isSentinelDate = (value: DateInput): boolean => {
  if (typeof value === 'string') return value.startsWith(SENTINEL_DATE);
  if (value === null || value === undefined) return false;
  return dayjs(value).format(API_DATE_FORMAT) === SENTINEL_DATE;
};

const toDayjs = (value: DateInput): Dayjs | null => {
  if (value === null || value === undefined || value === '' || isSentinelDate(value)) return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
};

/** '05/ago/2025'; empty for no date or the sentinel. */
export const formatDate = (value: DateInput): string =>
  toDayjs(value)?.locale('es').format(DATE_FORMAT) ?? '';

/** '05/ago/2025 03:07 PM'; empty for no date or the sentinel. */
export const formatDateTime = (value: DateInput): string =>
  toDayjs(value)?.locale('es').format(DATE_TIME_FORMAT) ?? '';

/** Date for the API: 'YYYY-MM-DD', or the sentinel when there is none. */
export const toApiDate = (value: DateInput): string =>
  toDayjs(value)?.format(API_DATE_FORMAT) ?? SENTINEL_DATE;

/** A date read from the API as a Dayjs for a DatePicker, null for the sentinel. */
export const fromApiDate = (value: DateInput): Dayjs | null => toDayjs(value);

/**
 * What a date field accepts typed: the display format first (05/ago/2025), then day/month/year with
 * '/' or '-' and one or two digits (01/12/2026, 1/12/2026, 01-12-2026). Parsed strictly: 31/02 is refused.
 */
export const DATE_INPUT_FORMATS = [
  DATE_FORMAT,
  'DD/MM/YYYY',
  'D/M/YYYY',
  'D/MM/YYYY',
  'DD/M/YYYY',
  'DD-MM-YYYY',
  'D-M-YYYY',
  'D-MM-YYYY',
  'DD-M-YYYY',
];
