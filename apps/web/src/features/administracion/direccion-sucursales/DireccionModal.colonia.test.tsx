import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { conCodigosDeTecla } from '@/ui/teclas.testutil';
import { DireccionModal } from './DireccionModal';

const COLONIAS = (cp: string) => `GET /admin/api/catalogos-sat/codigo-postal/${cp}`;
const colonia = (nombre: string) => ({
  colonia: nombre,
  municipio: 'Guadalajara',
  estado: 'Jalisco',
  localidad: 'Guadalajara',
});

describe('DireccionModal (S47): the colony select takes the typed text (issue 30)', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
  });

  it("'vallarta' + Enter chooses Arcos Vallarta, not the first colony", async () => {
    mockFetch({
      [COLONIAS('44130')]: envelope([colonia('Americana'), colonia('Arcos Vallarta'), colonia('Centro')]),
    });
    const { user } = renderWithProviders(
      <DireccionModal
        sucursales={[{ codSucursal: 12, sucursal: 'Guadalajara Centro' }]}
        direcciones={[]}
        codSucursal={12}
        onClose={vi.fn()}
      />,
    );
    const cp = await screen.findByLabelText('Código postal');
    await user.click(cp);
    await user.paste('44130');
    const coloniaSelect = screen.getByRole('combobox', { name: 'Colonia' });
    await waitFor(() =>
      expect(coloniaSelect.closest('.ant-select')?.textContent).toContain('Elija una colonia'),
    );
    await user.type(coloniaSelect, 'vallarta{Enter}');
    await waitFor(() =>
      expect(coloniaSelect.closest('.ant-select')?.querySelector('.ant-select-content')?.textContent).toBe(
        'Arcos Vallarta',
      ),
    );
    expect((screen.getByLabelText('Municipio') as HTMLInputElement).value).toBe('Guadalajara');
  });
});
