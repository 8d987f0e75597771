import { messages } from '@farmasi/contracts/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { renderWithProviders } from '@/test/render';
import { GuardiaSalida } from './GuardiaSalida';

const FormularioSucio = () => {
  useCambiosSinGuardar(true);
  return <p>formulario con datos tecleados</p>;
};

const conGuardia = () =>
  renderWithProviders(
    <>
      <GuardiaSalida />
      <FormularioSucio />
    </>,
    { route: '/farmasi/catalogos/catproveedoresmarca' },
  );

describe('GuardiaSalida (issue 30)', () => {
  it('a search the page writes into the address (replace) goes on without a question', async () => {
    const { router } = conGuardia();
    await screen.findByText('formulario con datos tecleados');
    act(() => void router.navigate('?buscar=ceros', { replace: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?buscar=ceros'));
    expect(screen.queryByText(messages.general.cambiosSinGuardar)).toBeNull();
  });

  it('a new address in the history (the menu, a link) or Back asks first; No stays', async () => {
    const { router, user } = conGuardia();
    await screen.findByText('formulario con datos tecleados');
    act(() => void router.navigate('/farmasi/catalogos/otra'));
    expect(await screen.findByText(messages.general.cambiosSinGuardar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/farmasi/catalogos/catproveedoresmarca'),
    );

    act(() => void router.navigate('?pagina=2'));
    expect(await screen.findByText(messages.general.cambiosSinGuardar)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
  });
});
