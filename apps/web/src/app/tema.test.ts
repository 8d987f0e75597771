import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { themeTokens } from './providers';

/** WCAG's relative luminance and contrast ratio of two #rrggbb colours. */
const luminancia = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contraste = (a: string, b: string) => {
  const [x, y] = [luminancia(a), luminancia(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
};

describe('the theme’s colours', () => {
  const tokens = theme.getDesignToken({ token: themeTokens });

  it.each([
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorLink',
    'colorLinkHover',
    'colorLinkActive',
    'colorTextSecondary',
    'colorTextPlaceholder',
    'colorError',
  ] as const)('%s reads at AA (4.5:1) on white, and white reads on it', (nombre) => {
    const color = tokens[nombre];
    expect(color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contraste(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
