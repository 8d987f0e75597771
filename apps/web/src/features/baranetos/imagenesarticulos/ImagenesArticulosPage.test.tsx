import { imagenesArticulosMessages as m } from '@farmasi/contracts/baranetos/imagenesarticulos';
import { messages } from '@farmasi/contracts/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { clicCuandoUsable, renderWithProviders, signIn } from '@/test/render';
import { ImagenesArticulosPage } from './ImagenesArticulosPage';

const API = '/admin/api/baranetos/mercadotecnia/imagenesarticulos';
const imagen = (id: number, orden: number) => ({
  idCatArticulosImagenes: id,
  codArticulo: 5001,
  orden,
  url: `/admin/api/archivos/${id}`,
  nombre: `${id}.png`,
});
const rutas = (extra: Record<string, unknown> = {}) =>
  mockFetch({
    'GET /admin/api/baranetos/buscadores/buscar-articulos/5001': envelope([
      { codArticulo: 5001, descripcion: 'CUADERNO PROFESIONAL', codBarras: '750100' },
    ]),
    [`GET ${API}/consulta-imagenesarticulos/5001`]: envelope([imagen(1, 1), imagen(2, 2), imagen(3, 3)]),
    [`GET ${API}/configuracion`]: envelope({ tamanoMaximoMb: 2 }),
    ...extra,
  });
const setup = () =>
  renderWithProviders(<ImagenesArticulosPage />, {
    route: '/baranetos/mercadotecnia/imagenesarticulos?articulo=5001',
  });

describe('ImagenesArticulosPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('shows the article from the URL with its images in order, and saves a move at once', async () => {
    const fetchMock = rutas({
      [`POST ${API}/actualizar-orden-imagenesarticulos`]: envelope(
        [imagen(2, 1), imagen(1, 2), imagen(3, 3)],
        m.ordenGuardado,
      ),
    });
    const { user } = setup();
    expect(await screen.findByRole('img', { name: 'Imagen 3 de 5001' })).toBeTruthy();
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Subir imagen 2' }));
    expect(sentBodies(fetchMock, `POST ${API}/actualizar-orden-imagenesarticulos`)).toEqual([
      [
        { idCatArticulosImagenes: 2, orden: 1 },
        { idCatArticulosImagenes: 1, orden: 2 },
        { idCatArticulosImagenes: 3, orden: 3 },
      ],
    ]);
  });

  it('removes an image from its context menu after the confirmation', async () => {
    const fetchMock = rutas({
      [`POST ${API}/eliminar-imagenesarticulos/2`]: envelope([imagen(1, 1), imagen(3, 2)], m.eliminada),
    });
    const { user } = setup();
    fireEvent.contextMenu(await screen.findByRole('img', { name: 'Imagen 2 de 5001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await user.click(await screen.findByRole('button', { name: messages.general.si }));
    expect(await screen.findByText(m.eliminada)).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${API}/eliminar-imagenesarticulos/2`)).toHaveLength(1);
  });

  it('marks a wrong file in its row and refuses more than 10 at once', async () => {
    rutas();
    const { user } = setup();
    await screen.findByRole('img', { name: 'Imagen 1 de 5001' });
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: /Cargar imágenes/ }));
    const dialogo = await screen.findByRole('dialog');
    const input = dialogo.querySelector('input[type=file]') as HTMLInputElement;
    // The dialog's filter is by name only: a file named .png may still hold something else.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'catalogo.png', { type: 'application/pdf' })] },
    });
    expect(await within(dialogo).findByText(m.tipoIncorrecto)).toBeTruthy();
    const once = Array.from({ length: 10 }, (_, i) => new File(['x'], `f${i}.png`, { type: 'image/png' }));
    // The upload draws a fresh input after each choice.
    fireEvent.change(dialogo.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: once },
    });
    expect(await screen.findByText(m.masDeDiez)).toBeTruthy();
  });
});
