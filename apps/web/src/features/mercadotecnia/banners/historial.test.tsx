import type { EntradaHistorial } from '@farmasi/contracts/sistemas/historial';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { clicCuandoUsable, renderWithProviders, signIn } from '@/test/render';
import { BannersPage } from './BannersPage';

const API = '/admin/api/mercadotecnia/banners';
const HISTORIAL = '/admin/api/sistemas/historial?pantalla=1200';
const banner = (id: number, orden: number) => ({
  idCatBanners: id,
  tipoBanner: 'C1',
  tipo: 'D',
  visible: true,
  orden,
  fechaVigenciaInicio: '1900-01-01',
  fechaVigenciaFin: '1900-01-01',
  imagen: `/admin/api/archivos/${id}`,
  codUsuario: 1,
  url: '',
});
const entrada = (id: number, tipo: EntradaHistorial['tipo'], cambios: EntradaHistorial['cambios']) => ({
  id,
  fecha: '2026-11-28T19:15:00.000Z',
  usuario: 'admin',
  nombre: 'Ana Pérez',
  tipo,
  cambios,
});
const pagina = (...entradas: EntradaHistorial[]) =>
  envelope({ entradas, totalRegistros: entradas.length, pagina: 1, porPagina: 10 });
const rutas = (historial: Record<string, unknown>) =>
  mockFetch({
    [`GET ${API}/consultar-banners/T`]: envelope([banner(7, 1), banner(12, 2)]),
    [`GET ${API}/consultar-imagenes-sucursales-datos`]: envelope([
      { idCatImagenesSucursales: 1, url: 'https://x.mx/1', imagen: '/admin/api/archivos/91' },
      { idCatImagenesSucursales: 2, url: 'https://x.mx/2', imagen: '' },
    ]),
    ...historial,
  });
/**
 * The history dialog's lines. It opens over the screen's modal; in tests it is antd's static modal
 * (its own React root, whose generated ids repeat the page's), so it is found by its title's text.
 */
const lineas = async (nombre: string) => {
  const dialogo = await waitFor(
    () => {
      const d = screen.getAllByRole('dialog').find((x) => x.textContent?.startsWith(nombre));
      if (!d) throw new Error(`Sin diálogo ${nombre}`);
      return d;
    },
    { timeout: 10_000 },
  );
  return (await within(dialogo).findAllByRole('listitem', {}, { timeout: 10_000 })).map((i) => i.textContent);
};

describe('Historial on Banners (issue 29)', () => {
  beforeEach(() => signIn());

  it('a banner of the gear’s list: its fields with the modal’s labels, a copy, no file numbers', async () => {
    rutas({
      [`GET ${HISTORIAL}&tabla=cat_banners&clave=12&pagina=1`]: pagina(
        entrada(3, 'cambio', [{ campo: 'visible', antes: 'Sí', despues: 'No' }]),
        entrada(2, 'cambio', [
          { campo: 'fechaVigenciaInicio', antes: '1900-01-01', despues: '2026-12-01' },
          { campo: 'url', antes: '', despues: 'https://x.mx/promo' },
          { campo: 'idArchivo', antes: '41', despues: '58' },
        ]),
        entrada(1, 'alta', [{ campo: 'clonDe', antes: null, despues: '7' }]),
      ),
    });
    const { user } = renderWithProviders(<BannersPage />);
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Configurar Publicidad' }));
    await clicCuandoUsable(user, () =>
      screen.getByRole('button', { name: 'Historial de banner 2 de Publicidad (Escritorio)' }),
    );
    const items = await lineas('Historial de banner 2 de Publicidad (Escritorio)');
    expect(items).toContain('Visible: Sí → No');
    expect(items).toContain('Vigencia desde: Sin vigencia → 01/dic/2026');
    expect(items).toContain('Liga al dar clic: (vacío) → https://x.mx/promo');
    expect(items).toContain('Imagen: anterior → nueva');
    expect(items).toContain('Copia de: banner núm. 7');
  });

  it('a new banner names its section and device', async () => {
    rutas({
      [`GET ${HISTORIAL}&tabla=cat_banners&clave=7&pagina=1`]: pagina(
        entrada(1, 'alta', [
          { campo: 'tipoBanner', antes: null, despues: 'C1' },
          { campo: 'tipo', antes: null, despues: 'D' },
          { campo: 'fechaVigenciaFin', antes: null, despues: '1900-01-01' },
        ]),
      ),
    });
    const { user } = renderWithProviders(<BannersPage />);
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Configurar Publicidad' }));
    await clicCuandoUsable(user, () =>
      screen.getByRole('button', { name: 'Historial de banner 1 de Publicidad (Escritorio)' }),
    );
    expect(await lineas('Historial de banner 1 de Publicidad (Escritorio)')).toEqual(
      expect.arrayContaining([
        'Sección: Publicidad',
        'Dispositivo: Escritorio',
        'Vigencia hasta: Sin vigencia',
      ]),
    );
  });

  it('the section’s order, above the gear’s list, is read by section/device', async () => {
    rutas({
      [`GET ${HISTORIAL}&tabla=cat_banners&clave=C1%2FD&pagina=1`]: pagina(
        entrada(4, 'cambio', [{ campo: 'orden', antes: '[7,12]', despues: '[12,7]' }]),
      ),
    });
    const { user } = renderWithProviders(<BannersPage />);
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Configurar Publicidad' }));
    await clicCuandoUsable(user, () =>
      screen.getByRole('button', { name: 'Historial de orden de Publicidad (Escritorio)' }),
    );
    expect(await lineas('Historial de orden de Publicidad (Escritorio)')).toContain(
      'Orden (números de banner): 7, 12 → 12, 7',
    );
  });

  it('a branch image slot, in its own card of “Conoce nuestras sucursales”', async () => {
    rutas({
      [`GET ${HISTORIAL}&tabla=cat_imagenes_sucursales&clave=2&pagina=1`]: pagina(
        entrada(5, 'cambio', [
          { campo: 'url', antes: 'https://x.mx/a', despues: 'https://x.mx/2' },
          { campo: 'idArchivo', antes: null, despues: '77' },
        ]),
      ),
    });
    const { user } = renderWithProviders(<BannersPage />);
    await clicCuandoUsable(user, () =>
      screen.getByRole('button', { name: 'Configurar Conoce nuestras sucursales' }),
    );
    await clicCuandoUsable(user, () =>
      screen.getByRole('button', { name: 'Historial de imagen 2 de sucursales' }),
    );
    const items = await lineas('Historial de imagen 2 de sucursales');
    expect(items).toContain('URL: https://x.mx/a → https://x.mx/2');
    expect(items).toContain('Imagen: (vacío) → nueva');
  });
});
