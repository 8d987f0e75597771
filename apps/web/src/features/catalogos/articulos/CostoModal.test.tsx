import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { messages } from '@farmasi/contracts/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
const routes = {
  'GET /admin/api/catalogos/marcas': envelope([{ idCatProveedoresMarcasEnc: 1, nombre: 'Genérica' }]),
  'GET /admin/api/catalogos/proveedores/1': envelope([{ codigo: 2, descripcion: 'Nadro' }]),
  [GUARDAR]: envelope(costo, 'Costo guardado.'),
};

describe('CostoModal', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
  });

  it('the cost refuses letters as they are typed and saves the typed number', async () => {
    const fetchMock = mockFetch(routes);
    const { user } = renderWithProviders(<CostoModal costo={costo} onClose={() => {}} />);
    const campo = (await screen.findByLabelText('Costo')) as HTMLInputElement;
    await user.click(campo);
    await user.keyboard('12a.34.567');
    expect(campo.value).toBe('12.3456');
    const publico = screen.getByLabelText('Precio público') as HTMLInputElement;
    fireEvent.change(publico, { target: { value: '1x.5' } }); // a paste that is not a number
    expect(publico.value).toBe('15');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sentBodies(fetchMock, GUARDAR)).toEqual([{ ...costo, costo: 12.3456 }]));
  });

  it('an empty price warns and moves the focus to it', async () => {
    const fetchMock = mockFetch(routes);
    const { user } = renderWithProviders(<CostoModal costo={costo} onClose={() => {}} />);
    const mayoreo = (await screen.findByLabelText('Precio mayoreo')) as HTMLInputElement;
    await user.clear(mayoreo);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.precioMayoreo)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.general.aceptar }));
    await waitFor(() => expect(document.activeElement).toBe(mayoreo));
    expect(sentBodies(fetchMock, GUARDAR)).toEqual([]);
  });

  it("the brand's supplier is typed without accents or case: 'medica' + Enter takes DISTRIBUIDORA MÉDICA", async () => {
    const fetchMock = mockFetch({
      ...routes,
      'GET /admin/api/catalogos/proveedores/1': envelope([
        { codigo: 2, descripcion: 'Nadro' },
        { codigo: 3, descripcion: 'DISTRIBUIDORA MÉDICA' },
      ]),
    });
    const { user } = renderWithProviders(<CostoModal costo={costo} onClose={() => {}} />);
    const proveedor = await screen.findByLabelText('Proveedor');
    await waitFor(() => expect(proveedor.closest('.ant-select')?.textContent).toBe('Nadro'));
    await user.click(proveedor);
    await user.keyboard('medica{Enter}');
    await waitFor(() => expect(proveedor.closest('.ant-select')?.textContent).toBe('DISTRIBUIDORA MÉDICA'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, GUARDAR)).toEqual([{ ...costo, idCatProveedoresMarcasDet: 3 }]),
    );
  });
});
