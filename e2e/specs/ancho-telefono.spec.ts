import { expect, test } from '@playwright/test';
import { LoginPage, signIn } from '../pages/login';
import {
  capturasDelRecorrido,
  firstScreens,
  menuScreens,
  openScreen,
  screenshotFolder,
  seriousViolations,
  sidewaysOverflow,
} from '../pages/recorrido';

/**
 * Every screen of the administrator's menu at a phone's width (390 px) and at a laptop's (1366 px):
 * no sideways page scroll at either, and no serious or critical accessibility violation (axe), on the
 * login page too. axe checks each screen once, at one of the two widths in turn (half of them each), so
 * that the walks' time does not double with the menu: each screen's own spec runs axe at both widths
 * on its states (docs/decisions/operaciones.md, 'CI's time'). A screenshot of each screen is kept under test-results/ to be looked at (not in CI:
 * `capturasDelRecorrido`).
 */
const widths = [
  { name: 'telefono', width: 390, height: 844, turno: 0 },
  { name: 'escritorio', width: 1366, height: 768, turno: 1 },
];

for (const { name, width, height, turno } of widths) {
  test(`${width} px: every menu screen fits and passes axe (${name})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const shot = screenshotFolder(`ancho-${name}`);
    const problems: string[] = [];

    const login = new LoginPage(page);
    await login.goto();
    await expect(login.entrar).toBeVisible();
    if (capturasDelRecorrido)
      await page.screenshot({ path: shot(0, 'login'), ...(await firstScreens(page)) });
    for (const v of await seriousViolations(page)) problems.push(`login: ${v}`);
    if ((await sidewaysOverflow(page)) > 0) problems.push('login: sideways scroll');

    await signIn(page, 'admin');
    if (width < 768) {
      // On a phone the menu is a drawer opened from the top bar.
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
      await page.getByRole('button', { name: 'Cerrar menú' }).click();
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
    }
    const screens = await menuScreens(page);
    expect(screens.length).toBeGreaterThan(15);
    // The walk grows with the menu: a fixed timeout would fail it once screens are added.
    test.setTimeout(120_000 + screens.length * 20_000);
    for (const [i, screen] of screens.entries()) {
      await openScreen(page, screen);
      if (capturasDelRecorrido)
        await page.screenshot({ path: shot(i + 1, screen.name), ...(await firstScreens(page)) });
      const over = await sidewaysOverflow(page);
      if (over > 0) problems.push(`${screen.name}: scrolls ${over} px sideways`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${screen.name}: scrollWidth ${scrollWidth}`);
      if (i % 2 === turno)
        for (const v of await seriousViolations(page)) problems.push(`${screen.name}: ${v}`);
    }
    expect(problems).toEqual([]);
  });
}
