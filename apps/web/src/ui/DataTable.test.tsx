import { pendientes } from '@farmasi/contracts/catalogos/articulos-pendientes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { DataTable } from './DataTable';

type Fila = { codigo: number; nombre: string; acciones?: string };
const filas: Fila[] = [
  { codigo: 1, nombre: 'Mérida' },
  { codigo: 2, nombre: 'Morelia' },
];
const columns = [
  { title: 'Código', dataIndex: 'codigo' },
  { title: 'Sucursal', dataIndex: 'nombre' },
  { title: 'Acciones', key: 'acciones', render: () => 'Editar' },
];
const xlsx = () =>
  new Response(new Blob(['PK']), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': 'attachment; filename="lista.xlsx"',
    },
  });

describe('DataTable', () => {
  beforeEach(() => {
    signIn();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
  });

  it("pages on the server: the page given, 'Total: N registros', and the page asked for", async () => {
    const onPagina = vi.fn();
    const { user } = renderWithProviders(
      <DataTable<Fila>
        rowKey="codigo"
        columns={columns}
        dataSource={filas}
        paginacion={{ pagina: 1, porPagina: 2, total: 7, onPagina }}
      />,
    );
    expect(screen.getByText('Total: 7 registros')).toBeTruthy();
    await user.click(screen.getByTitle('2'));
    expect(onPagina).toHaveBeenCalledWith(2, 2);
  });

  it('a list loaded whole exports the rows it holds, the columns that show a field', async () => {
    const fetchMock = mockFetch({ 'POST /admin/api/exportar/excel': () => xlsx() });
    const { user } = renderWithProviders(
      <DataTable<Fila>
        rowKey="codigo"
        columns={columns}
        dataSource={filas}
        exportar={{ archivo: 'sucursales' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST /admin/api/exportar/excel')).toEqual([
      {
        archivo: 'sucursales',
        columnas: ['Código', 'Sucursal'],
        filas: [
          [1, 'Mérida'],
          [2, 'Morelia'],
        ],
      },
    ]);
  });

  it('a server-paged list asks its own path + /excel with its filters', async () => {
    const fetchMock = mockFetch({
      'GET /admin/api/catarticulos/pendientes/excel?buscar=amoxi': () => xlsx(),
    });
    const { user } = renderWithProviders(
      <DataTable<Fila>
        rowKey="codigo"
        columns={columns}
        dataSource={filas}
        paginacion={{ pagina: 1, total: 2, onPagina: () => {} }}
        exportar={{ archivo: 'pendientes', endpoint: pendientes, query: { buscar: 'amoxi' } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Exportar a Excel/ }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
