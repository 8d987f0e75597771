import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { paginaHistorial } from '@/test/historial';
import { renderWithProviders, signIn } from '@/test/render';
import { TablaSucursales } from './TablaSucursales';

// The key the server audits an exclusion under: brand supplier / article / branch.
const URL =
  'GET /admin/api/sistemas/historial?pantalla=1501&tabla=articulos_excluidos_sucursal&clave=12%2F900001%2F3&pagina=1';

const entrada = (id: number, tipo: 'alta' | 'baja', lado: 'antes' | 'despues') => ({
  id,
  fecha: '2026-11-28T19:15:00.000Z',
  usuario: 'admin',
  nombre: 'Ana Pérez',
  tipo,
  cambios: [
    { campo: 'idCatProveedoresMarcasDet', antes: null, despues: null, [lado]: '12' },
    { campo: 'codSucursal', antes: null, despues: null, [lado]: '3' },
    { campo: 'creadoPor', antes: null, despues: null, [lado]: '1' },
  ],
});

describe('Historial of an article’s exclusion in a branch (issue 29)', () => {
  beforeEach(() => signIn());

  it('asks for the key the server composes and shows each exclusion added and removed', async () => {
    mockFetch({
      [URL]: paginaHistorial([entrada(2, 'baja', 'antes'), entrada(1, 'alta', 'despues')], 2),
    });
    const { user } = renderWithProviders(
      <TablaSucursales
        articulo="900001 - Ácido fólico 5 mg"
        filas={[
          {
            codSucursal: 1,
            sucursal: 'Cholula Centro',
            excluir: false,
            idCatProveedoresMarcas: 12,
            codArticulo: 900001,
          },
          {
            codSucursal: 3,
            sucursal: 'Mérida Norte',
            excluir: true,
            idCatProveedoresMarcas: 12,
            codArticulo: 900001,
          },
        ]}
        cargando={false}
        ticks={{}}
        onTick={vi.fn()}
      />,
    );
    const fila = screen.getByText('Mérida Norte').closest('tr') as HTMLElement;
    await user.click(within(fila).getByRole('button', { name: 'Historial de la exclusión en Mérida Norte' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Historial de la exclusión en Mérida Norte' });
    const items = (await within(dialogo).findAllByRole('listitem')).map((i) => i.textContent);
    expect(items.filter((t) => t === 'Exclusión en la sucursal: 3 - Mérida Norte')).toHaveLength(2);
    expect(items.some((t) => t?.includes('Baja'))).toBe(true);
    expect(items.some((t) => t?.includes('Alta'))).toBe(true);
    // Internal ids and audit columns are not shown.
    expect(items.filter((t) => t?.startsWith('Exclusión') === false && !t.includes('Ana Pérez'))).toEqual([]);
  });
});
