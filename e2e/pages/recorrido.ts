import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A screen of the menu the signed-in user received (read from the stored session, not listed by hand). */
export interface MenuScreen {
  name: string;
  url: string;
}

/** Every entry with a url in the stored session's permission list, in the menu's order. */
export const menuScreens = async (page: Page): Promise<MenuScreen[]> => {
  const permisos = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('session') ?? 'null') as {
          permisos: { name: string; url: string | null }[];
        } | null
      )?.permisos ?? [],
  );
  return permisos
    .filter((p) => p.url?.trim())
    .map((p) => ({ name: p.name, url: p.url!.trim().replace(/^\//, '') }));
};

/** Opens a screen by its url and waits until its title is shown and its first calls are answered. */
export const openScreen = async (page: Page, screen: MenuScreen) => {
  await page.goto(screen.url);
  // A full load of the app: generous on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The lazy chunk's spinner and the tables' loading state.
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
};

/** Serious and critical axe violations, one line each (rule, impact, how many elements, first target). */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary?.split('\n')[1] ?? ''}`,
    );
};

/** The page's width beyond the viewport (0 when nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Screenshots go to test-results/<folder>/<n>-<slug>.png, to be looked at. */
export const screenshotFolder = (folder: string) => {
  const dir = path.join(import.meta.dirname, '..', 'test-results', folder);
  mkdirSync(dir, { recursive: true });
  return (n: number, name: string) =>
    path.join(
      dir,
      `${String(n).padStart(2, '0')}-${name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase()}.png`,
    );
};

/**
 * Whether the walks keep a screenshot of every screen: yes on a developer's machine, to be looked at;
 * not in CI, which keeps only what it prints (120 full-width captures cost a minute and more on its two
 * cores), unless E2E_CAPTURAS=1.
 */
export const capturasDelRecorrido = !process.env.CI || process.env.E2E_CAPTURAS === '1';

/** Screenshot options: the whole page width (to show what overflows), at most two screens high. */
export const firstScreens = async (page: Page) => {
  const { w, h, vh } = await page.evaluate(() => ({
    w: document.documentElement.scrollWidth,
    h: document.documentElement.scrollHeight,
    vh: window.innerHeight,
  }));
  return { fullPage: true, clip: { x: 0, y: 0, width: w, height: Math.min(h, vh * 2) } };
};
