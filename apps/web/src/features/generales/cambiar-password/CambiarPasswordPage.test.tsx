import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { CambiarPasswordPage } from './CambiarPasswordPage';

const URL = 'POST /admin/api/generales/modificarPassword';
const m = messages.password;

const setup = () => {
  const utils = renderWithProviders(<CambiarPasswordPage />, { route: '/generales/CambiarPassword' });
  const fill = async (anterior: string, nueva: string, confirmacion: string) => {
    if (anterior) await utils.user.type(screen.getByLabelText('Contraseña anterior'), anterior);
    if (nueva) await utils.user.type(screen.getByLabelText('Nueva contraseña'), nueva);
    if (confirmacion)
      await utils.user.type(screen.getByLabelText('Confirmación de la contraseña'), confirmacion);
  };
  const guardar = () => utils.user.click(screen.getByRole('button', { name: 'Guardar' }));
  return { ...utils, fill, guardar };
};

/** The warning closes with 'Aceptar' and the focus lands on the field at fault. */
const acceptAndExpectFocus = async (user: ReturnType<typeof setup>['user'], id: string) => {
  await user.click(screen.getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(document.activeElement?.id).toBe(id));
};

describe('CambiarPasswordPage', () => {
  beforeEach(() => {
    signIn();
  });

  it("asks first for the spec's first rule, the new password, then the previous one (issue 30)", async () => {
    const fetchMock = mockFetch({});
    const { fill, guardar, user } = setup();
    await fill('', '', '');
    await guardar();
    expect(await screen.findByText(m.requerida)).toBeTruthy();
    expect(screen.queryByText(m.anteriorRequerida)).toBeNull();
    await acceptAndExpectFocus(user, 'password');

    await fill('', 'Segura#2025', 'Segura#2025');
    await guardar();
    expect(await screen.findByText(m.anteriorRequerida)).toBeTruthy();
    await acceptAndExpectFocus(user, 'claveAnterior');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('then checks the new password: required, minimum, confirmation, match, sequence, requirements', async () => {
    mockFetch({});
    const { fill, guardar, user } = setup();
    await fill('vieja', '', '');
    await guardar();
    expect(await screen.findByText(m.requerida)).toBeTruthy();
    await acceptAndExpectFocus(user, 'password');

    await user.type(screen.getByLabelText('Nueva contraseña'), 'Ab#1');
    await guardar();
    expect(await screen.findByText(m.minimo.trim())).toBeTruthy();
  });

  it('reports a confirmation that does not match and focuses it', async () => {
    mockFetch({});
    const { fill, guardar, user } = setup();
    await fill('vieja', 'Segura#2025', 'Segura#2026');
    await guardar();
    expect(await screen.findByText(m.noCoinciden)).toBeTruthy();
    await acceptAndExpectFocus(user, 'confirmacion');
  });

  it('rejects predictable sequences', async () => {
    mockFetch({});
    const { fill, guardar } = setup();
    await fill('vieja', 'Xabc#9753', 'Xabc#9753');
    await guardar();
    expect(await screen.findByText(m.secuencia)).toBeTruthy();
  });

  it('shows the live checklist', async () => {
    mockFetch({});
    const { user } = setup();
    const list = screen.getByRole('list', { name: 'Requisitos de la contraseña' });
    expect(list.querySelectorAll('[data-cumple="true"]').length).toBe(0);
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Segura#2025');
    expect(list.querySelectorAll('[data-cumple="true"]').length).toBe(6);
  });

  it('refuses a breached or guessable password with the server message, before asking', async () => {
    const fetchMock = mockFetch({});
    const { fill, guardar, user } = setup();
    await fill('vieja', 'Mexico2024!', 'Mexico2024!');
    await guardar();
    expect(await screen.findByText(m.adivinable, {}, { timeout: 5000 })).toBeTruthy();
    await acceptAndExpectFocus(user, 'password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("confirms, saves with the session's employee and clears the fields", async () => {
    const fetchMock = mockFetch({ [URL]: envelope(null, m.guardada) });
    const { fill, guardar, user } = setup();
    await fill('vieja', 'Bosque#9753', 'Bosque#9753');
    await guardar();
    expect(await screen.findByText(messages.general.deseaGuardar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));

    expect(await screen.findByText(m.guardada)).toBeTruthy();
    expect(sentBodies(fetchMock, URL)).toEqual([
      { idEmpleado: 1001, password: 'Bosque#9753', claveAnterior: 'vieja', cerrarOtrasSesiones: true },
    ]);
    await waitFor(() => {
      for (const label of ['Contraseña anterior', 'Nueva contraseña', 'Confirmación de la contraseña']) {
        expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
      }
    });
  });

  it('sends the choice of keeping the other sessions when the box is unticked', async () => {
    const fetchMock = mockFetch({ [URL]: envelope(null, m.guardada) });
    const { fill, guardar, user } = setup();
    const casilla = screen.getByRole('checkbox', { name: m.cerrarOtrasSesiones });
    expect((casilla as HTMLInputElement).checked).toBe(true);
    await user.click(casilla);
    await fill('vieja', 'Bosque#9753', 'Bosque#9753');
    await guardar();
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.guardada)).toBeTruthy();
    expect(sentBodies(fetchMock, URL)).toEqual([
      { idEmpleado: 1001, password: 'Bosque#9753', claveAnterior: 'vieja', cerrarOtrasSesiones: false },
    ]);
  });

  it("does nothing when the user answers 'No'", async () => {
    const fetchMock = mockFetch({ [URL]: envelope(null, m.guardada) });
    const { fill, guardar, user } = setup();
    await fill('vieja', 'Bosque#9753', 'Bosque#9753');
    await guardar();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Contraseña anterior') as HTMLInputElement).value).toBe('vieja');
  });

  // The rules that need the user's login and name are the server's only: its message is shown.
  it.each([m.anteriorIncorrecta, m.contieneUsuario, m.contieneNombre])(
    'shows the rejection %j with the error icon and keeps the fields',
    async (message) => {
      mockFetch({ [URL]: envelope(null, message, false) });
      const { fill, guardar, user } = setup();
      await fill('mala', 'Bosque#9753', 'Bosque#9753');
      await guardar();
      await user.click(await screen.findByRole('button', { name: 'Si' }));
      const text = await screen.findByText(message);
      expect(text.closest('.ant-modal-confirm-error')).toBeTruthy();
      expect((screen.getByLabelText('Contraseña anterior') as HTMLInputElement).value).toBe('mala');
    },
  );
});
