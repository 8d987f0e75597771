import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { BuscadorMarca, BuscadorSucursal } from '.';

const SUCURSALES = 'POST /admin/api/catalogos/sucursales';
const MARCAS = 'POST /admin/api/buscadores/buscar-marca';

/** A finder whose value the test can read (0 when cleared, as the orders' filters keep it). */
const Picker = () => {
  const [v, setV] = useState(0);
  return (
    <>
      <BuscadorSucursal
        id="sucursal"
        ariaLabel="Sucursal"
        value={v || null}
        onChange={(c) => setV(c ?? 0)}
        bloquearElegido
      />
      <output data-testid="valor">{v}</output>
    </>
  );
};

describe('a finder that locks its chosen item (bloquearElegido)', () => {
  beforeEach(() => {
    signIn();
  });

  it('shows the chosen text read-only until Quitar clears it to 0, then searches again', async () => {
    mockFetch({ [SUCURSALES]: envelope([{ codigo: 12, descripcion: 'CENTRO' }]) });
    const { user } = renderWithProviders(<Picker />);
    await user.type(screen.getByRole('combobox', { name: 'Sucursal' }), 'cen');
    await user.click(await screen.findByText('12 - CENTRO'));
    const bloqueado = screen.getByRole('textbox', { name: 'Sucursal' });
    expect(bloqueado).toHaveProperty('readOnly', true);
    expect((bloqueado as HTMLInputElement).value).toBe('12 - CENTRO');
    expect(screen.getByTestId('valor').textContent).toBe('12');
    expect(screen.queryByRole('combobox', { name: 'Sucursal' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Quitar Sucursal' }));
    expect(screen.getByTestId('valor').textContent).toBe('0');
    const caja = screen.getByRole('combobox', { name: 'Sucursal' });
    await waitFor(() => expect(document.activeElement).toBe(caja));
  });

  it('is cleared with Delete or Backspace too', async () => {
    mockFetch({ [SUCURSALES]: envelope([{ codigo: 12, descripcion: 'CENTRO' }]) });
    const { user } = renderWithProviders(<Picker />);
    await user.type(screen.getByRole('combobox', { name: 'Sucursal' }), 'cen');
    await user.click(await screen.findByText('12 - CENTRO'));
    await user.click(screen.getByRole('textbox', { name: 'Sucursal' }));
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('valor').textContent).toBe('0');
  });

  it('cuts the search text at largoMaximo', async () => {
    const fetchMock = mockFetch({ [MARCAS]: envelope([]) });
    const { user } = renderWithProviders(
      <BuscadorMarca ariaLabel="Marca" value={null} onChange={() => {}} largoMaximo={5} />,
    );
    const caja = screen.getByRole('combobox', { name: 'Marca' });
    await user.type(caja, 'genommaxyz');
    expect((caja as HTMLInputElement).value).toBe('genom');
    await waitFor(() => expect(sentBodies(fetchMock, MARCAS)).toContainEqual({ buscar: 'genom' }));
  });

  it('a pasted text loses its blank ends before largoMaximo cuts it', async () => {
    mockFetch({ [MARCAS]: envelope([]) });
    const { user } = renderWithProviders(
      <BuscadorMarca ariaLabel="Marca" value={null} onChange={() => {}} largoMaximo={5} />,
    );
    const caja = screen.getByRole('combobox', { name: 'Marca' });
    await user.click(caja);
    await user.paste('  pisa  ');
    expect((caja as HTMLInputElement).value).toBe('pisa');
  });
});
