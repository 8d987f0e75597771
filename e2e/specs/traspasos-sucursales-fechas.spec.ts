import { expect, test } from '@playwright/test';
import { signIn } from '../pages/login';
import { expectPath } from '../pages/session';
import { Shell } from '../pages/shell';
import { TRASPASOS_PATH } from '../pages/traspasos-sucursales.page';

test.describe('Traspaso de sucursales (S44): the De/A dates (issue 30)', () => {
  test.describe.configure({ timeout: 180_000 });

  test("at 1024 px the dates read whole ('27/oct/2026', not '27/oc')", async ({ page }, info) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, 'admin');
    await new Shell(page).open('Farmacias', 'Administración', 'Traspaso de sucursales');
    await expectPath(page, TRASPASOS_PATH);
    for (const id of ['de', 'a']) {
      const input = page.locator(`#${id}`);
      await expect(input).toHaveValue(/^\d{2}\/[a-z]{3}\/\d{4}$/);
      // The whole text fits the box: nothing is cut.
      const { cabe, ancho } = await input.evaluate((e: HTMLInputElement) => ({
        cabe: e.scrollWidth <= e.clientWidth,
        ancho: e.clientWidth,
      }));
      expect(cabe, `${id}: ${ancho}px`).toBe(true);
    }
    await page.screenshot({ path: info.outputPath('traspasos-1024.png'), fullPage: false });
  });
});
