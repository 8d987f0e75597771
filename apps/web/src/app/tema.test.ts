import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { themeTokens } from './providers';

/** WCAG's relative luminance and contrast ratio of two #rrggbb colours. */
const luminancia = (hex: string) => {
  const canal = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * canal(1) + 0.7152 * canal(3) + 0.0722 * canal(5);
};
const contraste = (a: string, b: string) => {
  const [la, lb] = [luminancia(a), luminancia(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
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
