/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { AREAS, areaDe, GRUPOS } from './areas.ts';
import type { Pantalla } from './pantalla.ts';

/** Every manifest any contract exports (found by shape, so no list is kept by hand). */
const modulos = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./**/*.test.ts'], { eager: true });
const esPantalla = (v: unknown): v is Pantalla =>
  typeof v === 'object' && v !== null && 'access' in v && 'url' in v && 'title' in v;
const manifiestos = Object.values(modulos).flatMap((m) => Object.values(m).filter(esPantalla));
const conMenu = manifiestos.flatMap((p) => (p.access === 'menu' ? [p] : []));

describe('screen manifests', () => {
  it('are found in the contracts', () => {
    expect(conMenu.length).toBeGreaterThanOrEqual(19);
    expect(manifiestos.some((p) => p.access === 'sesion')).toBe(true);
  });

  it('take their menu id from their area range, never a group id', () => {
    for (const p of conMenu) expect(areaDe(p.id)?.clave, `${p.url} (${p.id})`).toBeDefined();
  });

  it('have unique menu ids and unique urls', () => {
    const ids = [...conMenu.map((p) => p.id), ...GRUPOS.map((g) => g.id)];
    expect(new Set(ids).size).toBe(ids.length);
    const urls = manifiestos.map((p) => p.url.toLowerCase());
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('hang from a menu group of their company', () => {
    for (const p of conMenu) {
      const grupo = GRUPOS.find((g) => g.id === p.parent);
      expect(grupo, p.url).toBeDefined();
      expect(grupo?.empresa, p.url).toBe(p.empresa);
    }
  });

  it('have an absolute url and a title', () => {
    for (const p of manifiestos) {
      expect(p.url, p.url).toMatch(/^\/[^\s]+$/);
      expect(p.title.trim(), p.url).not.toBe('');
    }
  });
});

describe('areas', () => {
  it('do not overlap and stay above the group ids', () => {
    const rangos = AREAS.map((a) => a.pantallas).sort((a, b) => a[0] - b[0]);
    for (const [i, [desde, hasta]] of rangos.entries()) {
      expect(desde).toBeGreaterThanOrEqual(1000);
      expect(hasta).toBeGreaterThanOrEqual(desde);
      if (i > 0) expect(desde).toBeGreaterThan(rangos[i - 1]![1]);
    }
    const secciones = AREAS.flatMap((a) => (a.secciones ? [a.secciones] : [])).sort((a, b) => a[0] - b[0]);
    for (const [i, [desde]] of secciones.entries())
      if (i > 0) expect(desde).toBeGreaterThan(secciones[i - 1]![1]);
  });

  it('keep groups below 1000 with an existing parent of the same company', () => {
    for (const g of GRUPOS) {
      expect(g.id).toBeLessThan(1000);
      if (g.parent === null) continue;
      expect(GRUPOS.find((p) => p.id === g.parent)?.empresa, g.name).toBe(g.empresa);
    }
  });

  it('reserve a range for every area still to come', () => {
    expect(AREAS.map((a) => a.clave)).toEqual(
      expect.arrayContaining([
        'catalogos',
        'administracion',
        'permisos',
        'baranetos',
        'mercadotecnia',
        'clientes-operaciones',
        'contabilidad',
        'proveedores',
        'comprobantes-pago',
        'sistemas-reportes',
      ]),
    );
  });
});
