import { GRUPOS } from '@farmasi/contracts/areas';
import type { Pantalla } from '@farmasi/contracts/pantalla';
import { describe, expect, it } from 'vitest';
import { menuIcons } from './menuIcons';
import { paginasWeb, pantallasWeb } from './pantallas';
import { bareRoutes, shellRoutes } from './routes';
import { screenTitle } from './title';

const contratos = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/contracts/src/*/*.ts', '!../../../../packages/contracts/src/**/*.test.ts'],
  { eager: true },
);
const esPantalla = (v: unknown): v is Pantalla =>
  typeof v === 'object' && v !== null && 'access' in v && 'url' in v && 'title' in v;

describe('screens from the manifests', () => {
  it("serve every manifest of the contracts with a feature's page", () => {
    const manifiestos = Object.values(contratos).flatMap((m) => Object.values(m).filter(esPantalla));
    expect(manifiestos.length).toBeGreaterThan(15);
    for (const p of manifiestos) expect(pantallasWeb, p.url).toContain(p);
  });

  it('draw every icon a manifest or a menu group names', () => {
    const nombres = [
      ...GRUPOS.map((g) => g.icon),
      ...pantallasWeb.flatMap((p) => (p.access === 'menu' ? [p.icon] : [])),
    ];
    expect(nombres.filter((n) => !menuIcons[n])).toEqual([]);
  });

  it('give every manifest a route, the slug-embedding segments under one route per folder', () => {
    const paths = [...shellRoutes, ...bareRoutes].map((r) => r.path);
    for (const p of pantallasWeb) {
      const path = p.url
        .replace(/^\/\{product\}/, '/:product')
        .replace(/\/[^/]*\{product\}[^/]*$/, '/:pagina');
      expect(paths, p.url).toContain(path);
    }
    expect(paths).toContain('/:product/catalogos/:pagina');
    expect(paths).toContain('/:product/sistemas/:pagina');
    // Public pages outside the shell: the sign-in and the supplier order ticket (S32).
    expect(bareRoutes.map((r) => r.path).sort()).toEqual([
      '/:product/catalogos/proveedores/detalleTicketProveedor',
      '/login',
    ]);
  });

  it("load every screen's page", async () => {
    const pages = await Promise.all(paginasWeb.map((p) => p.page()));
    expect(pages.every((Page) => typeof Page === 'function')).toBe(true);
  });

  it("title a screen with its manifest's title, whatever the slug", () => {
    expect(screenTitle('/farmasi/administracion/domicilios-medicos-antibioticos', [])).toBe(
      'Domicilios médicos (Reporte de antibióticos)',
    );
    expect(screenTitle('/farmasi/catalogos/articulosfarmasi', [])).toBe(
      'Artículos DIFARMER pendientes de completar.',
    );
    expect(screenTitle('/baranetos/descuentosgenerales/excluirdiasdescuentos', [])).toBe(
      'Excluir de días de descuentos',
    );
    expect(screenTitle('/generales/cambiarpassword', [])).toBe('Cambiar contraseña');
    // a detail's url with a parameter, not the list's that its path also contains
    expect(screenTitle('/farmasi/catalogos/ClientesDetalle/25', [])).toBe('Detalle del cliente');
    expect(screenTitle('/farmasi/catalogos/clientes', [])).toBe('Clientes');
  });
});
