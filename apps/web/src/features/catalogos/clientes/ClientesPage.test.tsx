import { clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { ClientesPage } from './ClientesPage';
import { HorariosModal } from './HorariosModal';

const API = '/admin/api/catalogos/clientes';
const cliente = (codCliente: number, nombre: string) => ({
  codCliente,
  nombre,
  nombreNegocio: 'FarmaSí',
  sucursal: `Sucursal ${codCliente}`,
  latitud: 19.04,
  longitud: -98.2,
  uRL: '',
});

describe('ClientesPage (S13)', () => {
  beforeEach(() => {
    signIn();
  });

  it('asks the server for the page and the search, keeps them in the URL and opens the detail with them', async () => {
    const fetchMock = mockFetch({
      [`GET ${API}/consulta/?pagina=1`]: envelope({
        clientes: [cliente(1, 'FarmaSí Puebla Centro')],
        totalRegistros: 40,
      }),
      [`GET ${API}/consulta/?pagina=1&buscar=nu%C3%B1oa`]: envelope({
        clientes: [cliente(112, 'Farmacia Nueva Ñuñoa')],
        totalRegistros: 1,
      }),
    });
    const { user, router } = renderWithProviders(<ClientesPage />, { route: '/farmasi/catalogos/clientes' });
    expect(await screen.findByText('FarmaSí Puebla Centro')).toBeTruthy();
    expect(screen.getByText('Total: 40 registros')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar cliente' }), 'nuñoa{Enter}');
    expect(await screen.findByText('Farmacia Nueva Ñuñoa')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('buscar')).toBe('nuñoa');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const busqueda = router.state.location.search;
    await user.click(screen.getByRole('button', { name: 'Editar cliente Farmacia Nueva Ñuñoa' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/catalogos\/ClientesDetalle\/112$/));
    expect(router.state.location.state).toEqual({ lista: busqueda });
  });
});

describe('HorariosModal (S14)', () => {
  beforeEach(() => {
    signIn();
  });

  it('shows a text area per type and saves them all in one list after Si, once however often Guardar is clicked', async () => {
    const horarios = [
      { codCliente: 7, idTipoHorario: 1, tipoDesc: 'Farmacia', horarios: 'Lunes a sábado 8 a 22' },
      { codCliente: 7, idTipoHorario: 3, tipoDesc: 'Entrega a domicilio', horarios: '' },
    ];
    const fetchMock = mockFetch({
      [`GET ${API}/consulta/detalle/horarios/7`]: envelope(horarios),
      [`POST ${API}/guarda/detalle/horarios`]: (body: unknown) => envelope(body, m.horariosGuardados),
    });
    let cerrado = false;
    const { user } = renderWithProviders(
      <HorariosModal
        codCliente={7}
        onClose={() => {
          cerrado = true;
        }}
      />,
    );
    const entrega = await screen.findByLabelText('Entrega a domicilio');
    expect((screen.getByLabelText('Farmacia') as HTMLTextAreaElement).value).toBe('Lunes a sábado 8 a 22');
    await user.type(entrega, 'Diario 9 a 20');
    // A double click on Guardar: one confirmation, one request.
    await user.dblClick(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.deseaGuardarHorarios)).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${API}/guarda/detalle/horarios`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.horariosGuardados)).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${API}/guarda/detalle/horarios`)).toEqual([
      [horarios[0], { ...horarios[1], horarios: 'Diario 9 a 20' }],
    ]);
    expect(cerrado).toBe(true);
  });
});
