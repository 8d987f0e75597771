import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { DireccionModal } from './DireccionModal';

const COLONIAS = (cp: string) => `GET /admin/api/catalogos-sat/codigo-postal/${cp}`;

describe('DireccionModal (S42): the postal code', () => {
  beforeEach(() => {
    signIn();
  });

  it("a pasted ' 44110' is 44110, and its colonies are looked up (issue 30: it was cut to 4411)", async () => {
    const fetchMock = mockFetch({
      [COLONIAS('44110')]: envelope([
        { colonia: 'Arcos Vallarta', municipio: 'Guadalajara', estado: 'Jalisco', localidad: 'Guadalajara' },
      ]),
    });
    const { user } = renderWithProviders(
      <DireccionModal
        sucursales={[{ codSucursal: 12, sucursal: 'Guadalajara Centro' }]}
        direcciones={[]}
        codSucursal={12}
        onClose={vi.fn()}
      />,
    );
    const cp = (await screen.findByLabelText('Código postal')) as HTMLInputElement;
    // The modal focuses its first field as it opens.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('INPUT'));
    await user.click(cp);
    await user.paste(' 44110');
    expect(cp.value).toBe('44110');
    await waitFor(() =>
      expect((screen.getByLabelText('Municipio') as HTMLInputElement).value).toBe('Guadalajara'),
    );
    expect(fetchMock).toHaveBeenCalledWith(COLONIAS('44110').slice(4), expect.anything());
  });
});
