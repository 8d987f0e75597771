import * as cat from '@farmasi/contracts/catalogos/catalogos-articulos';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { conCodigosDeTecla } from '../teclas.testutil';
import { CatalogoSelect } from './CatalogoSelect';
import { articuloNuevo, reglasEdicion } from './form';
import { RecargaCard } from './RecargaCard';

const FORMULAS = 'POST /admin/api/catalogos/formulas';

/** What S06 found (issue 30): the article form's selects took the old value or the first option. */
describe('article form selects: Enter takes what was typed', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
  });

  it("'Compañía de recarga': typed 'telcel' + Enter stores Telcel, not AT&T", async () => {
    mockFetch({
      'GET /admin/api/catalogos/recargas/proveedores': envelope([{ idProveedor: 1, proveedor: 'PAGAQUI' }]),
      'GET /admin/api/catalogos/recargas/companias': envelope([
        { idCompania: 1, nombreCompania: 'AT&T' },
        { idCompania: 2, nombreCompania: 'TELCEL' },
      ]),
      'GET /admin/api/catalogos/recargas/tipoproductos': envelope([
        { idTipoProducto: 1, tipoProducto: 'TAE' },
      ]),
    });
    const a = { ...articuloNuevo(), articuloRecarga: true, recargaCompania: 1 };
    const set = vi.fn();
    const { user } = renderWithProviders(
      <RecargaCard a={a} r={reglasEdicion(a)} set={set} onChange={() => {}} parametroSat="51000000" />,
    );
    const compania = screen.getByLabelText('Compañía');
    await waitFor(() => expect(compania.closest('.ant-select')?.textContent).toBe('AT&T'));
    await user.type(compania, 'telcel{Enter}');
    expect(set).toHaveBeenCalledWith({ recargaCompania: 2 });
  });

  it("'Fórmula': 'ibupro' + Enter at once takes IBUPROFENO, not the PARACETAMOL it had", async () => {
    mockFetch({
      [FORMULAS]: (body) =>
        envelope(
          (body as { buscar: string }).buscar === 'ibupro'
            ? [{ codigo: 7, descripcion: 'IBUPROFENO', desglozar: false }]
            : [
                { codigo: 5, descripcion: 'PARACETAMOL', desglozar: true },
                { codigo: 6, descripcion: 'AMOXICILINA', desglozar: false },
              ],
        ),
    });
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <CatalogoSelect
        id="art-formula"
        ariaLabel="Fórmula"
        endpoint={cat.catFormulas}
        value={{ codigo: 5, descripcion: 'PARACETAMOL', desglozar: true }}
        onChange={onChange}
      />,
    );
    await user.type(screen.getByRole('combobox'), 'ibupro{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ codigo: 7, descripcion: 'IBUPROFENO', desglozar: false }),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
