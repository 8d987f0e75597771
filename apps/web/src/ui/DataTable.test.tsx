import { pendientes } from '@farmasi/contracts/catalogos/articulos-pendientes';
import { screen, waitFor } from '@testing-library/react';
import { Grid } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('DataTable at a phone width (issue 24: the pinned actions hid Precio, Sucursal, Fecha, Imagen)', () => {
  type Servicio = { id: number; servicio: string; precio: number; dias: number };
  const servicios: Servicio[] = [{ id: 1, servicio: 'Consulta médica general', precio: 45, dias: 3 }];
  const columnas = [
    { title: 'Servicio', dataIndex: 'servicio', width: 150 },
    { title: 'Precio', dataIndex: 'precio', width: 120 },
    { title: 'Días', dataIndex: 'dias', fixed: 'right' as const, width: 90 },
    { title: 'Acciones', key: 'acciones', fixed: 'right' as const, width: 64, render: () => '⋯' },
  ];
  const ancho = (md: boolean) => vi.spyOn(Grid, 'useBreakpoint').mockReturnValue({ md, xs: !md });
  const fija = (nombre: string) =>
    screen.getByRole('columnheader', { name: nombre }).className.includes('ant-table-cell-fix');
  /** The widths the table gives its columns, in order. */
  const anchos = () =>
    [...document.querySelectorAll('colgroup col')].map((c) => (c as HTMLElement).style.width);

  beforeEach(() => signIn());
  afterEach(() => vi.restoreAllMocks());

  it('on a phone the actions column is not pinned over the row and its header does not wrap', () => {
    ancho(false);
    renderWithProviders(
      <DataTable<Servicio> rowKey="id" columns={columnas} dataSource={servicios} scroll={{ x: 500 }} />,
    );
    expect(fija('Acciones')).toBe(false);
    // Still the row's last column: it scrolls into sight with the row.
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Acciones');
    // 'Acciones' in a 64 px column wrapped ('Accione/s'): the column is as wide as its header.
    expect(Number.parseInt(anchos().at(-1) ?? '0', 10)).toBeGreaterThanOrEqual(16 + 8 * 'Acciones'.length);
    // A narrow pinned field (a value to type) stays in sight.
    expect(fija('Días')).toBe(true);
  });

  it('on a wide screen the actions column stays pinned at its width', () => {
    ancho(true);
    renderWithProviders(
      <DataTable<Servicio> rowKey="id" columns={columnas} dataSource={servicios} scroll={{ x: 500 }} />,
    );
    expect(fija('Acciones')).toBe(true);
    expect(anchos().at(-1)).toBe('64px');
  });

  it('tarjetas: on a phone each row is a card of title: value pairs drawn by the columns (inputs stay inputs)', () => {
    ancho(false);
    const conCaja = [
      ...columnas.slice(0, 2),
      {
        title: 'Nuevo días',
        key: 'nuevo',
        render: (_: unknown, f: Servicio) => (
          <input aria-label={`Días de ${f.servicio}`} defaultValue={f.dias} />
        ),
      },
    ];
    renderWithProviders(
      <DataTable<Servicio> rowKey="id" columns={conCaja} dataSource={servicios} tarjetas="telefono" />,
    );
    expect(screen.queryAllByRole('columnheader')).toEqual([]);
    const terminos = [...document.querySelectorAll('dt')].map((d) => d.textContent);
    expect(terminos).toEqual(['Servicio', 'Precio', 'Nuevo días']);
    expect([...document.querySelectorAll('dd')].map((d) => d.textContent).slice(0, 2)).toEqual([
      'Consulta médica general',
      '45',
    ]);
    expect(screen.getByRole('textbox', { name: 'Días de Consulta médica general' })).toBeTruthy();
  });

  it('tarjetas: a wide screen keeps the table', () => {
    ancho(true);
    renderWithProviders(
      <DataTable<Servicio> rowKey="id" columns={columnas} dataSource={servicios} tarjetas="telefono" />,
    );
    expect(screen.getByRole('columnheader', { name: 'Servicio' })).toBeTruthy();
    expect(document.querySelectorAll('dt')).toHaveLength(0);
  });
});
