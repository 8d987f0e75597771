import { messages } from '@farmasi/contracts/messages';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuardiaSalida } from '@/app/GuardiaSalida';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/queryClient';
import { hayCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { useFormulario } from '@/lib/useFormulario';
import { renderWithProviders } from '@/test/render';
import { ModalFormulario } from './ModalFormulario';
import { SeleccionModal } from './SeleccionModal';
import { TextoInput } from './TextoInput';

const PREGUNTA = messages.general.cambiosSinGuardar;

/** A modal form; `conValores` lets it compare its values with those it opened with. */
const Alta = ({ onClose, conValores = false }: { onClose: () => void; conValores?: boolean }) => {
  const [nombre, setNombre] = useState('Uno');
  const form = useFormulario({
    campos: ['nombre'],
    valores: conValores ? { nombre } : undefined,
    enviar: () => onClose(),
  });
  return (
    <ModalFormulario title="Alta" form={form} onClose={onClose}>
      <TextoInput
        {...form.campo('nombre')}
        aria-label="Nombre"
        value={nombre}
        onChange={(e) => setNombre(e.target.value)}
      />
    </ModalFormulario>
  );
};

const esc = () =>
  fireEvent.keyDown(screen.getByRole('dialog', { name: 'Alta' }), { key: 'Escape', keyCode: 27 });

afterEach(() => {
  // No registration may outlive its test (each unmounts its forms).
  expect(hayCambiosSinGuardar()).toBe(false);
});

describe('ModalEditable: typed data is not discarded without asking', () => {
  it('Esc, the cross and Cancelar close at once while nothing was typed', async () => {
    const onClose = vi.fn();
    const { user, unmount } = renderWithProviders(<Alta onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Alta' });
    esc();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: /close|cerrar/i }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(screen.queryByText(PREGUNTA)).toBeNull();
    unmount();
  });

  it("after typing, Esc asks; 'No' keeps the modal and its text, 'Si' closes", async () => {
    const onClose = vi.fn();
    const { user, unmount } = renderWithProviders(<Alta onClose={onClose} />);
    const input = await screen.findByLabelText('Nombre');
    await user.type(input, ' dos');
    expect(hayCambiosSinGuardar()).toBe(true);
    esc();
    esc(); // a second Esc while asked does not stack a second question
    await screen.findByText(PREGUNTA);
    expect(screen.getAllByText(PREGUNTA)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(PREGUNTA)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Uno dos');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    unmount();
  });

  it('with the form values given, text typed and then undone is nothing to lose', async () => {
    const onClose = vi.fn();
    const { user, unmount } = renderWithProviders(<Alta onClose={onClose} conValores />);
    const input = await screen.findByLabelText('Nombre');
    await user.type(input, 'x');
    expect(hayCambiosSinGuardar()).toBe(true);
    await user.type(input, '{Backspace}');
    expect(hayCambiosSinGuardar()).toBe(false);
    esc();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(PREGUNTA)).toBeNull();
    unmount();
  });

  it('reloading or closing the tab with typed data asks the browser’s question', async () => {
    const { user, unmount } = renderWithProviders(<Alta onClose={() => {}} />);
    const antes = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(antes);
    expect(antes.defaultPrevented).toBe(false);
    await user.type(await screen.findByLabelText('Nombre'), 'x');
    const despues = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(despues);
    expect(despues.defaultPrevented).toBe(true);
    unmount();
    const alFinal = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(alFinal);
    expect(alFinal.defaultPrevented).toBe(false);
  });

  it('a selection modal asks when its marks changed', async () => {
    const onCancelar = vi.fn();
    const Seleccion = () => {
      const [marcadas, setMarcadas] = useState<number[]>([]);
      return (
        <SeleccionModal<{ id: number; nombre: string }, number>
          titulo="Sucursales"
          filas={[
            { id: 1, nombre: 'Centro' },
            { id: 2, nombre: 'Norte' },
          ]}
          clave={(f) => f.id}
          columns={[{ title: 'Nombre', dataIndex: 'nombre' }]}
          marcadas={marcadas}
          onChange={setMarcadas}
          onGuardar={() => {}}
          onCancelar={onCancelar}
        />
      );
    };
    const { user, unmount } = renderWithProviders(<Seleccion />);
    await screen.findByText('Centro');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancelar).toHaveBeenCalledTimes(1);
    await user.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await screen.findByText(PREGUNTA);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancelar).toHaveBeenCalledTimes(1);
    unmount();
  });
});

describe('GuardiaSalida: leaving the screen with typed data', () => {
  const Pagina = () => {
    const [texto, setTexto] = useState('');
    useFormulario({ campos: ['texto'], valores: texto, enviar: () => {} });
    return <input aria-label="Texto" value={texto} onChange={(e) => setTexto(e.target.value)} />;
  };
  const montar = () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <GuardiaSalida />
              <Link to="/otra">Otra pantalla</Link>
              <Outlet />
            </>
          ),
          children: [
            { path: 'una', element: <Pagina /> },
            { path: 'otra', element: <p>Pantalla dos</p> },
          ],
        },
      ],
      { initialEntries: ['/una'] },
    );
    const queryClient = createQueryClient();
    const user = userEvent.setup();
    const utils = render(
      <AppProviders queryClient={queryClient} motion={false}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return { router, user, ...utils };
  };

  it("a link or Back asks; 'No' stays with the text, 'Si' leaves", async () => {
    const { router, user, unmount } = montar();
    await user.type(screen.getByLabelText('Texto'), 'algo');
    await user.click(screen.getByText('Otra pantalla'));
    await screen.findByText(PREGUNTA);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/una'));
    expect((screen.getByLabelText('Texto') as HTMLInputElement).value).toBe('algo');
    await act(() => router.navigate('/otra'));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    await screen.findByText('Pantalla dos');
    unmount();
  });

  it('nothing typed: the navigation goes on without a question', async () => {
    const { router, user, unmount } = montar();
    await user.click(screen.getByText('Otra pantalla'));
    await screen.findByText('Pantalla dos');
    expect(router.state.location.pathname).toBe('/otra');
    expect(screen.queryByText(PREGUNTA)).toBeNull();
    unmount();
  });
});
