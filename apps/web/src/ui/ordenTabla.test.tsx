import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrdenLista } from '@/lib/useListaEnUrl';
import { mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { DataTable } from './DataTable';
import { compararValores } from './ordenTabla';

type Fila = { codigo: number; nombre: string | null };
const filas: Fila[] = [
  { codigo: 10, nombre: 'Morelia' },
  { codigo: 2, nombre: 'bebidas' },
  { codigo: 7, nombre: 'Mérida' },
  { codigo: 1, nombre: 'Bebés' },
  { codigo: 5, nombre: null },
];
const columns = [
  { title: 'Código', dataIndex: 'codigo', sorter: true },
  { title: 'Sucursal', dataIndex: 'nombre', sorter: true },
  { title: 'Fijo', dataIndex: 'codigo', key: 'fijo' },
];
const nombres = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
const orden = (o: Partial<OrdenLista> = {}) => ({
  campo: null,
  direccion: null,
  onOrden: vi.fn(),
  ...o,
});

describe('DataTable: sort', () => {
  beforeEach(() => signIn());

  it('compares numbers by value and text in Spanish order, empty cells last', () => {
    const texto = ['Morelia', 'bebidas', 'Mérida', 'Bebés', ''].sort(compararValores);
    expect(texto).toEqual(['Bebés', 'bebidas', 'Mérida', 'Morelia', '']);
    expect([10, 2, 1].sort(compararValores)).toEqual([1, 2, 10]);
  });

  it('a list loaded whole is sorted in the browser by the column in the URL, either direction', () => {
    const { rerender } = renderWithProviders(
      <DataTable<Fila> rowKey="codigo" columns={columns} dataSource={filas} orden={orden()} />,
    );
    expect(nombres()).toEqual(['Morelia', 'bebidas', 'Mérida', 'Bebés', '']);
    rerender(
      <DataTable<Fila>
        rowKey="codigo"
        columns={columns}
        dataSource={filas}
        orden={orden({ campo: 'nombre', direccion: 'asc' })}
      />,
    );
    expect(nombres()).toEqual(['Bebés', 'bebidas', 'Mérida', 'Morelia', '']);
    rerender(
      <DataTable<Fila>
        rowKey="codigo"
        columns={columns}
        dataSource={filas}
        orden={orden({ campo: 'codigo', direccion: 'desc' })}
      />,
    );
    expect(nombres()).toEqual(['Morelia', 'Mérida', '', 'bebidas', 'Bebés']);
    expect(screen.getByRole('columnheader', { name: /Código/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('a header click reports the new sort; a column not marked sortable has no sorter', async () => {
    const o = orden({ campo: 'nombre', direccion: 'asc' });
    const { user } = renderWithProviders(
      <DataTable<Fila> rowKey="codigo" columns={columns} dataSource={filas} orden={o} />,
    );
    await user.click(screen.getByRole('columnheader', { name: /Sucursal/ }));
    expect(o.onOrden).toHaveBeenLastCalledWith({ campo: 'nombre', direccion: 'desc' });
    await user.click(screen.getByRole('columnheader', { name: /Código/ }));
    expect(o.onOrden).toHaveBeenLastCalledWith({ campo: 'codigo', direccion: 'asc' });
    await user.click(screen.getByRole('columnheader', { name: 'Fijo' }));
    expect(o.onOrden).toHaveBeenCalledTimes(2);
  });

  it('a server-paged list shows the rows as the server sent them', () => {
    renderWithProviders(
      <DataTable<Fila>
        rowKey="codigo"
        columns={columns}
        dataSource={filas}
        paginacion={{ pagina: 1, total: 5, onPagina: () => {} }}
        orden={orden({ campo: 'nombre', direccion: 'asc' })}
      />,
    );
    expect(nombres()).toEqual(['Morelia', 'bebidas', 'Mérida', 'Bebés', '']);
    expect(screen.getByRole('columnheader', { name: /Sucursal/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('the export of a list loaded whole writes the rows in the order shown', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const fetchMock = mockFetch({
      'POST /admin/api/exportar/excel': () =>
        new Response(new Blob(['PK']), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
    });
    const { user } = renderWithProviders(
      <DataTable<Fila>
        rowKey="codigo"
        columns={columns.slice(0, 2)}
        dataSource={filas.slice(0, 3)}
        exportar={{ archivo: 'sucursales' }}
        orden={orden({ campo: 'nombre', direccion: 'desc' })}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST /admin/api/exportar/excel')).toEqual([
      {
        archivo: 'sucursales',
        columnas: ['Código', 'Sucursal'],
        filas: [
          [10, 'Morelia'],
          [7, 'Mérida'],
          [2, 'bebidas'],
        ],
      },
    ]);
  });
});
