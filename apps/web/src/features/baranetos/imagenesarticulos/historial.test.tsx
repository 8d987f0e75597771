import type { EntradaHistorial } from '@farmasi/contracts/sistemas/historial';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { clicCuandoUsable, renderWithProviders, signIn } from '@/test/render';
import { ImagenesArticulosPage } from './ImagenesArticulosPage';

const API = '/admin/api/baranetos/mercadotecnia/imagenesarticulos';
const HISTORIAL = '/admin/api/sistemas/historial?pantalla=1220&tabla=bar_articulos_imagenes';
const imagen = (id: number, orden: number) => ({
  idCatArticulosImagenes: id,
  codArticulo: 5001,
  orden,
  url: `/admin/api/archivos/${id}`,
  nombre: `${id}.png`,
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
const rutas = (extra: Record<string, unknown>) =>
  mockFetch({
    'GET /admin/api/baranetos/buscadores/buscar-articulos/5001': envelope([
      { codArticulo: 5001, descripcion: 'CUADERNO PROFESIONAL', codBarras: '750100' },
    ]),
    [`GET ${API}/consulta-imagenesarticulos/5001`]: envelope([imagen(31, 1), imagen(32, 2)]),
    [`GET ${API}/configuracion`]: envelope({ tamanoMaximoMb: 2 }),
    ...extra,
  });
const setup = () =>
  renderWithProviders(<ImagenesArticulosPage />, {
    route: '/baranetos/mercadotecnia/imagenesarticulos?articulo=5001',
  });
const lineas = async (nombre: string) => {
  // The list's code loads on the first opening.
  const dialogo = await screen.findByRole('dialog', { name: nombre }, { timeout: 10_000 });
  return (await within(dialogo).findAllByRole('listitem', {}, { timeout: 10_000 })).map((i) => i.textContent);
};

describe('Historial on Imágenes de artículos (issue 29)', () => {
  beforeEach(() => signIn());

  it('an image’s card: who added it to which article, the picture as new (not its file number)', async () => {
    rutas({
      [`GET ${HISTORIAL}&clave=32&pagina=1`]: pagina(
        entrada(1, 'alta', [
          { campo: 'codArticulo', antes: null, despues: '5001' },
          { campo: 'idArchivo', antes: null, despues: '77' },
        ]),
      ),
    });
    const { user } = setup();
    // Borderless, like the tile's other buttons.
    expect((await screen.findByRole('button', { name: 'Historial de imagen 2' })).className).toContain(
      'ant-btn-text',
    );
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Historial de imagen 2' }));
    const items = await lineas('Historial de imagen 2');
    expect(items).toContain('Artículo: 5001');
    expect(items).toContain('Imagen: nueva');
    expect(items.join(' ')).toContain('Ana Pérez (admin)');
  });

  it('the article’s order, by its own key (not an image’s id)', async () => {
    rutas({
      [`GET ${HISTORIAL}&clave=orden-5001&pagina=1`]: pagina(
        entrada(2, 'cambio', [{ campo: '', antes: '[32,31]', despues: '[31,32]' }]),
      ),
    });
    const { user } = setup();
    await clicCuandoUsable(user, () =>
      screen.getByRole('button', { name: 'Historial de orden de las imágenes del artículo 5001' }),
    );
    expect(await lineas('Historial de orden de las imágenes del artículo 5001')).toContain(
      'Orden (números de imagen): 32, 31 → 31, 32',
    );
  });
});
