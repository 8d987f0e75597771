import { formatoFecha, formatoFechaHora } from '../../../platform/fechas.ts';

/** Money as the screens show it (002 §9: en-US, exactly 2 decimals): $1,234.50. */
export const moneda = (importe: number) =>
  `$${importe.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A document's folio with its series (A-1024), as the lists and the notice name it. */
export const folioConSerie = (serie: string, folio: number) => (serie ? `${serie}-${folio}` : String(folio));

export { formatoFecha, formatoFechaHora };
