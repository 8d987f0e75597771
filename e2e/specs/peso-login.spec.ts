import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login';

/**
 * The sign-in page is the first thing a branch's computer loads, often over a shop's slow line. Its
 * scripts are sent compressed (the build writes .br and .gz beside each one) and stay within a
 * budget, counted as the browser receives them until the page is idle: issue 24's 250 KB (~217 KB
 * today; docs/rendimiento.md, 'The sign-in page's weight').
 */
const PRESUPUESTO_KB = 250;

test('the login page’s scripts arrive compressed and within their budget', async ({ page }) => {
  const scripts: { url: string; bytes: number; codificacion: string }[] = [];
  page.on('requestfinished', async (r) => {
    if (r.resourceType() !== 'script') return;
    const respuesta = await r.response();
    const { responseBodySize } = await r.sizes();
    scripts.push({
      url: new URL(r.url()).pathname,
      bytes: responseBodySize,
      codificacion: (await respuesta?.allHeaders())?.['content-encoding'] ?? 'ninguna',
    });
  });
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.usuario).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.codificacion !== 'br' && s.bytes > 1024)).toEqual([]);
  const total = scripts.reduce((a, s) => a + s.bytes, 0) / 1024;
  const detalle = scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${(s.bytes / 1024).toFixed(1)} KB ${s.url}`)
    .join('\n');
  expect(total, `JavaScript del inicio de sesión: ${total.toFixed(1)} KB\n${detalle}`).toBeLessThanOrEqual(
    PRESUPUESTO_KB,
  );
});
