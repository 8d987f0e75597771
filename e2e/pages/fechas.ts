import { expect, type Locator } from '@playwright/test';

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
  // The kit's DateInput marks its input while the calendar is open: typed before the calendar has
  // opened, its first render put the old text back in front of what was typed (a loaded machine).
  await expect(campo)
    .toHaveAttribute('data-calendario', 'abierto', { timeout: 3000 })
    .catch(() => undefined);
  // The whole old text selected, so that typing replaces it.
  await expect
    .poll(async () => {
      await campo.press('ControlOrMeta+a');
      return campo.evaluate(
        (e: HTMLInputElement) => e.selectionStart === 0 && e.selectionEnd === e.value.length,
      );
    })
    .toBe(true);
  await campo.pressSequentially(ddmmyyyy);
  await campo.press('Enter');
};
