import { catalogosMessages } from '@farmasi/contracts/baranetos/catalogos';
import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { CatalogoModal } from './CatalogoModal';
import { niveles } from './niveles';

const API = '/admin/api/baranetos/catalogos';
const GUARDAR = `POST ${API}/departamentos/guardar`;

const setup = () =>
  renderWithProviders(<CatalogoModal nivel={niveles.departamentos} item={null} onClose={() => undefined} />);

describe('CatalogoModal', () => {
  beforeEach(() => {
    signIn();
  });

  it('puts the focus in the first field when it opens', async () => {
    // A department has no parent list: any request would fail here and show its error dialog.
    mockFetch({});
    setup();
    const descripcion = await screen.findByLabelText('Descripción');
    await waitFor(() => expect(document.activeElement).toBe(descripcion));
  });

  it('Enter asks for confirmation and the confirmation stays open until answered', async () => {
    const fetchMock = mockFetch({
      [GUARDAR]: envelope({ codigo: 7, descripcion: 'Perfumería' }, catalogosMessages.departamento.guardado),
    });
    const { user } = setup();
    await user.type(await screen.findByLabelText('Descripción'), 'Perfumería{Enter}');
    expect(await screen.findByText(messages.general.deseaGuardar)).toBeTruthy();
    // Nothing was answered: no save, the question still there.
    await new Promise((r) => setTimeout(r, 50));
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([]);
    expect(screen.getByText(messages.general.deseaGuardar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.general.si }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, GUARDAR)).toEqual([{ codigo: 0, descripcion: 'Perfumería' }]),
    );
  });

  it('an empty description warns and keeps the focus there', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    await user.type(await screen.findByLabelText('Descripción'), '{Enter}');
    const aceptar = await screen.findByRole('button', { name: messages.general.aceptar });
    expect(screen.getByText(catalogosMessages.departamento.sinDescripcion)).toBeTruthy();
    await user.click(aceptar);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Descripción')));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
