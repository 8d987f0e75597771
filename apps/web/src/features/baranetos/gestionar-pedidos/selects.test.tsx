import { GESTIONAR_PEDIDOS_URL, type Pedido } from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { conCodigosDeTecla } from '@/ui/teclas.testutil';
import { PedidosPage } from './PedidosPage';

const API = '/admin/api/baranetos/almacen';
const ESTATUS = `GET ${API}/consulta-estatus-pedidos`;
const CONSULTA = `POST ${API}/consultar/pedidos`;
const CAMBIO = `POST ${API}/pedido/estatus`;

const catalogo = envelope([
  { estatus: 1, descripcion: 'Recibido' },
  { estatus: 2, descripcion: 'En surtido' },
  { estatus: 4, descripcion: 'Enviado' },
]);
const pedido: Pedido = {
  idPedidosEnc: 7,
  folio: 'PB-000007',
  nomCliente: 'Abarrotes La Esperanza',
  fecha: '2020-03-10T05:30:00.000Z',
  estatus: 1,
  estatusDescripcion: 'Recibido',
};

describe('PedidosPage (S21): typed text + Enter in its selects takes the match (issue 30)', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn({ permisos: [permiso(1307, GESTIONAR_PEDIDOS_URL, null, 'Gestionar pedidos')] });
  });

  it("the status filter: 'surtido' + Enter searches 'En surtido', not 'Todos'", async () => {
    const fetchMock = mockFetch({ [ESTATUS]: catalogo, [CONSULTA]: envelope([pedido]) });
    const { user } = renderWithProviders(<PedidosPage />, { route: GESTIONAR_PEDIDOS_URL });
    await screen.findByText('PB-000007');
    const estatus = screen.getByRole('combobox', { name: 'Estatus' });
    await user.type(estatus, 'surtido{Enter}');
    await waitFor(() =>
      expect(estatus.closest('.ant-select')?.querySelector('.ant-select-content')?.textContent).toBe(
        'En surtido',
      ),
    );
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    await waitFor(() => expect(sentBodies(fetchMock, CONSULTA).at(-1)).toMatchObject({ estatus: 2 }));
  });

  it("the new status: 'envi' + Enter, Guardar, Si saves Enviado", async () => {
    const fetchMock = mockFetch({
      [ESTATUS]: catalogo,
      [CONSULTA]: envelope([pedido]),
      [CAMBIO]: envelope({ ...pedido, estatus: 4, estatusDescripcion: 'Enviado' }),
    });
    const { user } = renderWithProviders(<PedidosPage />, { route: GESTIONAR_PEDIDOS_URL });
    await user.click(await screen.findByRole('button', { name: 'Cambiar estatus del pedido PB-000007' }));
    const modal = await screen.findByRole('dialog', { name: 'Cambiar estatus del pedido PB-000007' });
    await user.type(within(modal).getByRole('combobox', { name: 'Nuevo estatus' }), 'envi{Enter}');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('¿Desea cambiar el estatus del pedido PB-000007 a Enviado?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(sentBodies(fetchMock, CAMBIO)).toEqual([{ folio: 'PB-000007', estatus: 4 }]));
  });
});
