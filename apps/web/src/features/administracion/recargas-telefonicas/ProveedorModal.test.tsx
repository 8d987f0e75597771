import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { conCodigosDeTecla } from '@/ui/teclas.testutil';
import { ProveedorModal } from './ProveedorModal';

const PROVEEDORES = 'GET /admin/api/catalogos/recargas/proveedores';

describe('ProveedorModal (S46): the provider select takes the typed text (issue 30)', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
  });

  it("'tae' + Enter chooses TAE Recargas, not the first provider", async () => {
    mockFetch({
      [PROVEEDORES]: envelope([
        { idProveedor: 1, proveedor: 'PAGAQUI' },
        { idProveedor: 2, proveedor: 'TAE Recargas' },
      ]),
    });
    const { user } = renderWithProviders(<ProveedorModal registro={null} onClose={vi.fn()} />);
    const proveedor = await screen.findByRole('combobox', { name: 'Proveedor' });
    // Typed once the providers have arrived (typed before, the text finds nothing and says so).
    await user.click(proveedor);
    await screen.findByTitle('TAE Recargas');
    await user.type(proveedor, 'tae{Enter}');
    await waitFor(() =>
      expect(proveedor.closest('.ant-select')?.querySelector('.ant-select-content')?.textContent).toBe(
        'TAE Recargas',
      ),
    );
  });
});
