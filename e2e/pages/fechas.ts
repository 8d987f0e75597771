import type { Locator } from '@playwright/test';

/**
 * A day counted from today in Mexico City (where the server and the test browser keep their dates),
 * typed as DD/MM/YYYY. The test process may run in another zone (UTC in CI): between 00:00 and
 * 06:00 UTC its own 'today' is already Mexico City's tomorrow.
 */
export const diaTecleado = (dias: number) => {
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const d = new Date(`${hoy}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

/** Types a date as DD/MM/YYYY over whatever the date field held, and confirms it with Enter. */
export const teclearFecha = async (campo: Locator, ddmmyyyy: string) => {
  await campo.click();
  await campo.press('ControlOrMeta+a');
  await campo.pressSequentially(ddmmyyyy);
  await campo.press('Enter');
};
