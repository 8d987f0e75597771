import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { conCodigosDeTecla } from '@/ui/teclas.testutil';
import { CostoModal } from './CostoModal';

const GUARDAR = 'POST /admin/api/catarticulos/proveedor-costo/guardar';
const costo = {
  idCatArticulosProveedoresCostosEnc: 5,
  codArticulo: 100,
  idCatProveedoresMarcasEnc: 1,
  idCatProveedoresMarcasDet: 2,
  proveedor: 'Nadro',
  costo: 10,
  precioMayoreo: 12,
  precioPublico: 15,
  precioGlobal: false,
  tieneDetalle: false,
  NuevaMarca: false,
};

describe('CostoModal (S06): the supplier select takes the typed text (issue 30)', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
  });

  it("'marzam' + Enter replaces Nadro with Marzam, and that is saved", async () => {
    const fetchMock = mockFetch({
      'GET /admin/api/catalogos/marcas': envelope([{ idCatProveedoresMarcasEnc: 1, nombre: 'Genérica' }]),
      'GET /admin/api/catalogos/proveedores/1': envelope([
        { codigo: 2, descripcion: 'Nadro' },
        { codigo: 3, descripcion: 'Marzam' },
      ]),
      [GUARDAR]: envelope(costo, 'Costo guardado.'),
    });
    const { user } = renderWithProviders(<CostoModal costo={costo} onClose={() => {}} />);
    const proveedor = await screen.findByRole('combobox', { name: 'Proveedor' });
    await screen.findByTitle('Nadro');
    await user.type(proveedor, 'marzam{Enter}');
    await waitFor(() =>
      expect(proveedor.closest('.ant-select')?.querySelector('.ant-select-content')?.textContent).toBe(
        'Marzam',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, GUARDAR)).toEqual([{ ...costo, idCatProveedoresMarcasDet: 3 }]),
    );
  });
});
