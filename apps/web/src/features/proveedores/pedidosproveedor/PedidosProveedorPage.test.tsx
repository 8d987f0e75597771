import { documentosMessages as dm } from '@farmasi/contracts/proveedores/facturasenrevision';
import type { Pedido } from '@farmasi/contracts/proveedores/pedidosproveedor';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { PedidosProveedorPage } from './PedidosProveedorPage';

const CONSULTA = 'POST /admin/api/proveedoresPedido/ProveedorPedidosCon';
const ESTATUS = 'GET /admin/api/proveedoresPedido/ObtenerEstatus';
const SUCURSALES = 'POST /admin/api/catalogos/sucursales';
const RUTA = '/farmasi/catalogos/proveedores/pedidosproveedor';
const TICKET = '0b7e1f3a-5c2d-4e6f-8a9b-1c2d3e4f5a6b';

const pedido: Pedido = {
  idPedidoProveedorEnc: 9,
  ticket: TICKET,
  fechaPedido: '2026-11-20T18:05:00.000Z',
  folioPedidoProveedor: 10458,
  codSucursal: 7,
  sucursal: 'PUEBLA CENTRO',
  importe: 8450.25,
  idCatProveedoresMarcasEnc: 1,
  marca: 'PISA',
  proveedor: 'NADRO S.A.P.I. DE C.V.',
  estatus: 'S',
  estatusDescripcion: 'Surtido',
};
const rutas = (extra: Record<string, unknown> = {}) => ({
  [CONSULTA]: envelope({ pedidos: [pedido], totalRegistros: 1 }),
  [ESTATUS]: envelope([
    { estatus: 'ER', descripcion: 'En revisión' },
    { estatus: 'S', descripcion: 'Surtido' },
    { estatus: 'P', descripcion: 'Pagado' },
    { estatus: 'RE', descripcion: 'Rechazado' },
  ]),
  [SUCURSALES]: envelope([
    { codigo: 7, descripcion: 'PUEBLA CENTRO' },
    { codigo: 8, descripcion: 'CHOLULA' },
  ]),
  ...extra,
});

const setup = () => renderWithProviders(<PedidosProveedorPage />, { route: RUTA });

describe('PedidosProveedorPage', () => {
  beforeEach(() => {
    signIn({ permisos: [permiso(1505, RUTA, 70, 'Pedidos de proveedores')] });
  });

  it('lists the relevant orders of the last month, coloured by status, and focuses the folio', async () => {
    const fetchMock = mockFetch(rutas());
    setup();
    const fila = (await screen.findByText('PUEBLA CENTRO')).closest('tr')!;
    expect(within(fila).getByText('$8,450.25')).toBeTruthy();
    expect(within(fila).getByText('Surtido').className).toContain('ant-tag-blue');
    expect(sentBodies(fetchMock, CONSULTA)[0]).toEqual({
      folioPedidoProveedor: 0,
      codSucursal: 0,
      idCatProveedoresMarcasEnc: 0,
      fechaInicio: dayjs().subtract(1, 'month').format('YYYY-MM-DD'),
      fechaFin: dayjs().format('YYYY-MM-DD'),
      estatus: 'RL',
      pagina: 1,
      tamanoPagina: 50,
    });
    for (const titulo of ['Fecha', 'Folio', 'Sucursal', 'Importe', 'Marca', 'Estatus'])
      expect(screen.getByRole('columnheader', { name: titulo })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Folio')));
  });

  it('links each folio to its public ticket by the ticket token, in a new tab', async () => {
    mockFetch(rutas());
    setup();
    const enlace = await screen.findByRole('link', { name: 'Ticket del pedido 10458' });
    expect(enlace.getAttribute('href')).toBe(
      `/farmasi/catalogos/proveedores/detalleTicketProveedor?id=${TICKET}`,
    );
    expect(enlace.getAttribute('target')).toBe('_blank');
    expect(enlace.getAttribute('rel')).toContain('noopener');
  });

  it('locks the picked branch until it is cleared, which sends 0 again', async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = setup();
    await screen.findByText('PUEBLA CENTRO');
    await user.type(screen.getByRole('combobox', { name: 'Sucursal' }), 'chol');
    await user.click(await screen.findByText('8 - CHOLULA'));
    expect((screen.getByRole('textbox', { name: 'Sucursal' }) as HTMLInputElement).readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    await waitFor(() => expect(sentBodies(fetchMock, CONSULTA)).toHaveLength(2));
    expect(sentBodies(fetchMock, CONSULTA)[1]).toMatchObject({ codSucursal: 8 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Folio')));

    await user.click(screen.getByRole('button', { name: 'Quitar Sucursal' }));
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    await waitFor(() => expect(sentBodies(fetchMock, CONSULTA)).toHaveLength(3));
    expect(sentBodies(fetchMock, CONSULTA)[2]).toMatchObject({ codSucursal: 0 });
  });

  it('empties the list and shows the server message on a refusal', async () => {
    let rechazar = false;
    mockFetch(
      rutas({
        [CONSULTA]: () =>
          rechazar
            ? envelope(null, dm.fechaInicialMayor, false)
            : envelope({ pedidos: [pedido], totalRegistros: 1 }),
      }),
    );
    const { user } = setup();
    await screen.findByText('PUEBLA CENTRO');
    rechazar = true;
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    expect(await screen.findByText(dm.fechaInicialMayor)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('PUEBLA CENTRO')).toBeNull());
    expect(screen.getByTestId('total-pedidos').textContent).toBe('0 pedidos');
  });
});
