import { type Articulo, articuloNuevo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { CodBarrasEditor } from './CodBarrasEditor';

const VALIDA = (cod: string) => `GET /admin/api/catarticulos/validacodbarra/${cod}`;
const ASIGNADO = 'El código de barras 7501234500048 ya está asignado al artículo 900001.';

const Editor = ({ onCodigos }: { onCodigos: (c: string[]) => void }) => {
  const [a, setA] = useState<Articulo>({ ...articuloNuevo(), codArticuloFarmasi: 900010 });
  return (
    <CodBarrasEditor
      articulo={a}
      onChange={(nuevo) => {
        setA(nuevo);
        onCodigos(nuevo.codBarras.map((b) => b.codBarras));
      }}
    />
  );
};

const abrir = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(screen.getByRole('button', { name: /Agregar código de barras/ }));
  const input = (await screen.findByLabelText('Nuevo código de barras')) as HTMLInputElement;
  await waitFor(() => expect(document.activeElement).toBe(input));
  return input;
};

describe('The barcode modal opens empty every time (issue 30, S05/S06)', () => {
  beforeEach(() => {
    signIn();
  });

  it('111222 typed and cancelled is not prefixed to the next scan', async () => {
    const fetchMock = mockFetch({ [VALIDA('7509999000011')]: envelope({ codBarras: '7509999000011' }) });
    const onCodigos = vi.fn();
    const { user } = renderWithProviders(<Editor onCodigos={onCodigos} />);
    const primero = await abrir(user);
    await user.keyboard('111222');
    expect(primero.value).toBe('111222');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Si' })); // discard the typed code
    await waitFor(() => expect(screen.queryByLabelText('Nuevo código de barras')).toBeNull());

    const segundo = await abrir(user);
    expect(segundo.value).toBe('');
    await user.keyboard('7509999000011{Enter}');
    await waitFor(() => expect(onCodigos).toHaveBeenLastCalledWith(['7509999000011']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('after a refused code the next scan replaces it instead of being appended', async () => {
    mockFetch({
      [VALIDA('7501234500048')]: envelope(null, ASIGNADO, false),
      [VALIDA('7509999000011')]: envelope({ codBarras: '7509999000011' }),
    });
    const onCodigos = vi.fn();
    const { user } = renderWithProviders(<Editor onCodigos={onCodigos} />);
    const input = await abrir(user);
    await user.keyboard('7501234500048{Enter}');
    expect(await screen.findByText(ASIGNADO)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.keyboard('7509999000011{Enter}');
    await waitFor(() => expect(onCodigos).toHaveBeenLastCalledWith(['7509999000011']));
  });

  it('takes at most 14 digits (GTIN-14): a second scan run together is not accepted', async () => {
    mockFetch({});
    const { user } = renderWithProviders(<Editor onCodigos={vi.fn()} />);
    const input = await abrir(user);
    await user.keyboard('75099990000117509');
    expect(input.value).toBe('75099990000117');
  });
});
