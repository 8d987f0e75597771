import { type DateInput, formatDate, formatDateTime } from '@/lib/format';

/** A date as DD/MMM/YYYY (with hh:mm A when withTime); nothing for the 1900-01-01 sentinel. */
export const DateText = ({ value, withTime = false }: { value: DateInput; withTime?: boolean }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{withTime ? formatDateTime(value) : formatDate(value)}</span>
);
