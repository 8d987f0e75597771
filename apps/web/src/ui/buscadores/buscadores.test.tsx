import { screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { BuscadorLicenciatario, BuscadorSucursal } from '.';

const SUCURSALES = 'POST /admin/api/catalogos/sucursales';

describe('finders', () => {
  beforeEach(() => {
    signIn();
  });

  it('asks the server once the user pauses, under one query key, and hands back the item', async () => {
    const fetchMock = mockFetch({
      [SUCURSALES]: (body) =>
        envelope(
          (body as { buscar: string }).buscar === 'cen'
            ? [{ codigo: 12, descripcion: 'CENTRO' }]
            : [{ codigo: 1, descripcion: 'ALAMEDA' }],
        ),
    });
    const onChange = vi.fn();
    const { user, queryClient } = renderWithProviders(<BuscadorSucursal onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Buscar sucursal por código o nombre' }), 'cen');
    await user.click(await screen.findByText('12 - CENTRO'));
    expect(onChange).toHaveBeenCalledWith(12, { codigo: 12, descripcion: 'CENTRO' });
    // The catalogue on open, then the paused text: never one call per keystroke.
    expect(sentBodies(fetchMock, SUCURSALES)).toEqual([{ buscar: '' }, { buscar: 'cen' }]);
    expect(queryClient.getQueryData(['buscador', 'sucursal', '', 'cen'])).toEqual([
      { codigo: 12, descripcion: 'CENTRO' },
    ]);
  });

  it('keeps the label of a value given from elsewhere, and offers fixed options', async () => {
    mockFetch({ [SUCURSALES]: envelope([{ codigo: 1, descripcion: 'ALAMEDA' }]) });
    renderWithProviders(
      <BuscadorSucursal
        value={7}
        etiquetaInicial="7 - NORTE"
        opcionesFijas={[{ value: -1, label: 'Todas' }]}
        onChange={() => {}}
      />,
    );
    expect(await screen.findByText('7 - NORTE')).toBeTruthy();
  });

  it('finds the label of a code given by the URL that the first answer does not hold', async () => {
    mockFetch({
      [SUCURSALES]: (body) =>
        envelope(
          (body as { buscar: string }).buscar === '36'
            ? [{ codigo: 36, descripcion: 'MÉRIDA DEL VALLE' }]
            : [{ codigo: 1, descripcion: 'ALAMEDA' }],
        ),
    });
    renderWithProviders(<BuscadorSucursal value={36} onChange={() => {}} />);
    expect(await screen.findByText('36 - MÉRIDA DEL VALLE')).toBeTruthy();
  });

  it('says when nothing was found, and asks nothing for an empty text when a minimum is set', async () => {
    const fetchMock = mockFetch({
      'GET /admin/api/abrir-pagina-licenciatarios/buscar-licenciatarios/zz': envelope([]),
    });
    const Picker = () => {
      const [v, setV] = useState<number | null>(null);
      return <BuscadorLicenciatario value={v} onChange={(c) => setV(c)} />;
    };
    const { user } = renderWithProviders(<Picker />);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByRole('combobox'), 'zz');
    expect(await screen.findByText('No hay licenciatarios que coincidan')).toBeTruthy();
  });
});
