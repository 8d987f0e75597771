import { promocionesTicketMessages as m } from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { messages } from '@farmasi/contracts/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { clicCuandoUsable, renderWithProviders, signIn } from '@/test/render';
import { PromocionesTicketBaranetosPage, PromocionesTicketPage } from './PromocionesTicketPage';

const API = '/admin/api/mercadotecnia';
const promocion = (id: number, orden: number) => ({
  idCatPromocionesTicket: id,
  orden,
  fechaInicial: '2026-11-01',
  fechaFinal: '2026-12-31',
  imagen: `/admin/api/archivos/${id}`,
  ancho: 400,
  alto: 160,
  sucursalesCount: 2,
});
const rutas = (extra: Record<string, unknown> = {}) =>
  mockFetch({
    [`GET ${API}/promocionesticket`]: envelope([promocion(1, 1), promocion(2, 2), promocion(3, 3)]),
    'GET /admin/api/catalogos/obtenersucursalesactivas': envelope([
      { codSucursal: 101, sucursal: 'Centro' },
      { codSucursal: 102, sucursal: 'Mérida Norte' },
      { codSucursal: 103, sucursal: 'Toluca' },
    ]),
    ...extra,
  });

/** A file whose first bytes are a BMP header `ancho` pixels wide (or any other content). */
const bmp = (ancho: number, nombre = 'promo.bmp') => {
  const b = new Uint8Array(62);
  b.set([0x42, 0x4d]);
  new DataView(b.buffer).setInt32(18, ancho, true);
  return new File([b], nombre, { type: 'image/bmp' });
};
const elegir = (dialogo: HTMLElement, archivo: File) =>
  fireEvent.change(dialogo.querySelector('input[type=file]') as HTMLInputElement, {
    target: { files: [archivo] },
  });

describe('PromocionesTicketPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('shows the promotions in order and saves a move at once, renumbered', async () => {
    const fetchMock = rutas({
      [`POST ${API}/actualizar-orden-promocionesticket`]: envelope(
        [promocion(2, 1), promocion(1, 2), promocion(3, 3)],
        m.ordenGuardado,
      ),
    });
    const { user } = renderWithProviders(<PromocionesTicketPage />);
    expect(await screen.findByRole('img', { name: 'Promoción 3' })).toBeTruthy();
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Subir promoción 2' }));
    expect(sentBodies(fetchMock, `POST ${API}/actualizar-orden-promocionesticket`)).toEqual([
      [
        { idCatPromocionesTicket: 2, orden: 1 },
        { idCatPromocionesTicket: 1, orden: 2 },
        { idCatPromocionesTicket: 3, orden: 3 },
      ],
    ]);
  });

  it('removes one from its context menu after the confirmation', async () => {
    const fetchMock = rutas({
      [`POST ${API}/eliminar-promocionesticket/2`]: envelope([promocion(1, 1), promocion(3, 2)], m.eliminada),
    });
    const { user } = renderWithProviders(<PromocionesTicketPage />);
    fireEvent.contextMenu(await screen.findByRole('img', { name: 'Promoción 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    expect(await screen.findByText(m.deseaEliminar)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: messages.general.si }));
    expect(await screen.findByText(m.eliminada)).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${API}/eliminar-promocionesticket/2`)).toHaveLength(1);
  });

  it('checks a new one: required data first, a renamed file or a wide BMP refused as chosen', async () => {
    rutas();
    const { user } = renderWithProviders(<PromocionesTicketPage />);
    await screen.findByRole('img', { name: 'Promoción 1' });
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: /Nuevo/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nueva Promoción' });
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.requerida)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.general.aceptar }));

    elegir(dialogo, new File(['\x89PNG'], 'disfrazada.bmp', { type: 'image/bmp' }));
    expect(await screen.findByText(m.formatoBmp)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.general.aceptar }));
    elegir(dialogo, bmp(414));
    expect(await screen.findByText(m.anchoMaximo)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.general.aceptar }));
    // The chosen image is previewed from memory.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:promocion');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    elegir(dialogo, bmp(413));
    expect(await within(dialogo).findByText('Cambiar imagen')).toBeTruthy();
  });

  it('selects every branch with Todas, counts them, and clears them with Quitar Todas', async () => {
    rutas();
    const { user } = renderWithProviders(<PromocionesTicketPage />);
    await screen.findByRole('img', { name: 'Promoción 1' });
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: /Nuevo/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nueva Promoción' });
    expect(within(dialogo).getByText('Seleccionadas (0)')).toBeTruthy();
    await clicCuandoUsable(user, () => within(dialogo).getByRole('button', { name: 'Todas' }));
    expect(await within(dialogo).findByText('Seleccionadas (3)')).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Quitar Todas' }));
    expect(await within(dialogo).findByText('Seleccionadas (0)')).toBeTruthy();
  });

  it("reads the wholesale line's promotions from its own path", async () => {
    const fetchMock = mockFetch({
      'GET /admin/api/baranetos/mercadotecnia/promocionesticket': envelope([], m.sinPromociones),
    });
    renderWithProviders(<PromocionesTicketBaranetosPage />);
    expect(await screen.findByText(m.sinPromociones)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });
});
