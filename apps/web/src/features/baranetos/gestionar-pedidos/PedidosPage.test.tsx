import {
  GESTIONAR_PEDIDOS_URL,
  pedidosMessages as m,
  type Pedido,
} from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { format } from '@farmasi/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { permiso, renderWithProviders, signIn } from '@/test/render';
import { rangoInicial } from './lista';
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
  // 23:30 of 9 March 2020 in Mexico City.
  fecha: '2020-03-10T05:30:00.000Z',
  estatus: 1,
  estatusDescripcion: 'Recibido',
};

const setup = (route = GESTIONAR_PEDIDOS_URL) => renderWithProviders(<PedidosPage />, { route });

describe('PedidosPage', () => {
  beforeEach(() => {
    signIn({ permisos: [permiso(1307, GESTIONAR_PEDIDOS_URL, null, 'Gestionar pedidos')] });
  });

  it('asks for the last 30 days and every status, and shows the date in Mexico City time', async () => {
    const fetchMock = mockFetch({ [ESTATUS]: catalogo, [CONSULTA]: envelope([pedido]) });
    setup();
    const fila = (await screen.findByText('PB-000007')).closest('tr')!;
    expect(within(fila).getByText('09-mar-2020 11:30 PM')).toBeTruthy();
    expect(within(fila).getByText('Abarrotes La Esperanza')).toBeTruthy();
    expect(sentBodies(fetchMock, CONSULTA)).toEqual([{ ...rangoInicial(), estatus: 0 }]);
  });

  it('searches what the URL holds, and refuses a start after the end without asking the server', async () => {
    const fetchMock = mockFetch({ [ESTATUS]: catalogo, [CONSULTA]: envelope([]) });
    const { user } = setup(`${GESTIONAR_PEDIDOS_URL}?de=2026-02-10&a=2026-02-01&estatus=4`);
    expect(await screen.findByText(m.sinPedidos)).toBeTruthy();
    expect(sentBodies(fetchMock, CONSULTA)).toEqual([
      { fechaInicial: '2026-02-10', fechaFinal: '2026-02-01', estatus: 4 },
    ]);
    await user.click(screen.getByRole('button', { name: /Buscar/ }));
    expect(await screen.findByText(m.fechaInicialMayor)).toBeTruthy();
    expect(sentBodies(fetchMock, CONSULTA)).toHaveLength(1);
  });

  it('changes the status by folio after confirming, and the row shows it', async () => {
    const enviado = { ...pedido, estatus: 4, estatusDescripcion: 'Enviado' };
    const fetchMock = mockFetch({
      [ESTATUS]: catalogo,
      [CONSULTA]: envelope([pedido]),
      [CAMBIO]: envelope(enviado, format(m.estatusCambiado, { folio: 'PB-000007', estatus: 'Enviado' })),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cambiar estatus del pedido PB-000007' }));
    const modal = await screen.findByRole('dialog', { name: 'Cambiar estatus del pedido PB-000007' });
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.sinEstatus)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.click(within(modal).getByLabelText('Nuevo estatus'));
    await user.click(await screen.findByTitle('Enviado'));
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('¿Desea cambiar el estatus del pedido PB-000007 a Enviado?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Se cambió el estatus del pedido PB-000007 a Enviado.')).toBeTruthy();
    expect(sentBodies(fetchMock, CAMBIO)).toEqual([{ folio: 'PB-000007', estatus: 4 }]);
    await waitFor(() =>
      expect(within(screen.getByText('PB-000007').closest('tr')!).getByText('Enviado')).toBeTruthy(),
    );
    // The list is not asked again until the next search.
    expect(sentBodies(fetchMock, CONSULTA)).toHaveLength(1);
  });
});
