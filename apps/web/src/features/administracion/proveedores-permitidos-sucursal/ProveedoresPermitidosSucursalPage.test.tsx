import {
  proveedoresPermitidosMessages as m,
  type Relacion,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { clicCuandoUsable, renderWithProviders, signIn } from '@/test/render';
import { conCodigosDeTecla } from '@/ui/teclas.testutil';
import { ProveedoresPermitidosSucursalPage } from './ProveedoresPermitidosSucursalPage';
import { valoresIniciales } from './SucursalesModal';

const API = '/admin/api/administracion';
const PROVEEDORES = `GET ${API}/obtener-proveedores`;
const PERMITIDAS = (tipo: number) => `GET ${API}/obtener-proveedores-permitidos/5/${tipo}`;
const LIBRES = `GET ${API}/obtener-sucursales/5/2`;
const GUARDAR = `POST ${API}/guardar-sucursales`;
const ELIMINAR = `POST ${API}/eliminar-relacion-sucursal`;

const rel = (cod: number, sucursal: string, o: Partial<Relacion> = {}): Relacion => ({
  codProveedor: 5,
  codCliente: cod,
  codSucursal: cod,
  sucursal,
  nombre: `FarmaSí ${sucursal}`,
  propia: 1,
  costoPorCaja: false,
  ivaIncluido: true,
  decimales: 4,
  estaActivo: true,
  seleccionado: false,
  ...o,
});
const permitidas = [
  rel(1, 'Puebla Centro'),
  rel(2, 'Mérida Norte'),
  rel(3, 'León Jardines', { decimales: 2 }),
];
const libres = [
  rel(7, 'Cholula Santa Lucía', { estaActivo: false, ivaIncluido: false, decimales: 2 }),
  rel(8, 'Toluca Reforma', { estaActivo: false, ivaIncluido: false, decimales: 2 }),
];
const rutas = (extra: Parameters<typeof mockFetch>[0] = {}) => ({
  [PROVEEDORES]: envelope([
    { codigo: 5, descripcion: 'NADRO S.A.P.I. DE C.V.' },
    { codigo: 9, descripcion: 'CASA SABA S.A. DE C.V.' },
  ]),
  [PERMITIDAS(2)]: envelope(permitidas),
  [PERMITIDAS(1)]: envelope([
    rel(4, 'Apizaco Centro', { propia: 0, nombre: 'Farmacia Centro (Lic. Ana Ruiz)' }),
  ]),
  [LIBRES]: envelope(libres),
  ...extra,
});
const URL_PANTALLA = '/farmasi/administracion/proveedores-permitidos-sucursal';
const setup = (query = '?proveedor=5') =>
  renderWithProviders(<ProveedoresPermitidosSucursalPage />, { route: `${URL_PANTALLA}${query}` });
const dialogoCon = async (texto: string) => {
  await screen.findByText(texto);
  return screen.getAllByRole('dialog').find((d) => within(d).queryByText(texto)) as HTMLElement;
};
const aceptar = async (user: ReturnType<typeof setup>['user'], texto: string) =>
  user.click(within(await dialogoCon(texto)).getByRole('button', { name: 'Aceptar' }));
const responder = async (user: ReturnType<typeof setup>['user'], texto: string, r: 'Si' | 'No') =>
  user.click(within(await dialogoCon(texto)).getByRole('button', { name: r }));

describe('ProveedoresPermitidosSucursalPage', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
  });

  it("offers 'Agregar Sucursales' only with a supplier, and 'Editar'/'Eliminar' only with ticked rows", async () => {
    mockFetch(rutas());
    const sin = setup('');
    expect(
      await screen.findByText(m.seleccioneProveedor, { selector: '.ant-empty-description, div, p' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar Sucursales' })).toBeNull();
    sin.unmount();

    const { user } = setup();
    await screen.findByText('Puebla Centro');
    expect(screen.getByRole('button', { name: 'Agregar Sucursales' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.getByText('FarmaSí Mérida Norte')).toBeTruthy();
    expect(screen.getByLabelText('IVA incluido de Puebla Centro: sí')).toBeTruthy();
    await user.click(screen.getByLabelText('Marcar Puebla Centro'));
    expect(screen.getByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeTruthy();
    expect(screen.getByText('1 sucursal seleccionada')).toBeTruthy();
  });

  it('lists own branches by default (type 2) and licensees when the type says so', async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = setup();
    await screen.findByText('Puebla Centro');
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByTitle('Licenciatarios'));
    expect(await screen.findByText('Farmacia Centro (Lic. Ana Ruiz)')).toBeTruthy();
    expect(sentBodies(fetchMock, PERMITIDAS(1))).toHaveLength(1);
  });

  it('edits the ticked rows: 0 decimals refused first, then the confirmation, then one call', async () => {
    const fetchMock = mockFetch(
      rutas({ [GUARDAR]: envelope({ agregadas: 0, modificadas: 2 }, 'Guardadas 2') }),
    );
    const { user } = setup();
    await screen.findByText('Puebla Centro');
    await user.click(screen.getByLabelText('Marcar Puebla Centro'));
    await user.click(screen.getByLabelText('Marcar Mérida Norte'));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const modal = await dialogoCon('Modificar sucursales');
    const decimales = within(modal).getByLabelText('Decimales') as HTMLInputElement;
    expect(decimales.value).toBe('4');
    expect((within(modal).getByLabelText('IVA Incluido') as HTMLInputElement).checked).toBe(true);
    await user.clear(decimales);
    await user.type(decimales, '0');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await aceptar(user, m.decimalesMayores);
    await waitFor(() => expect(document.activeElement).toBe(decimales));
    await user.type(decimales, '3x7');
    expect(decimales.value).toBe('3');
    await user.click(within(modal).getByLabelText('Costo por caja'));
    await clicCuandoUsable(user, () => within(modal).getByRole('button', { name: 'Guardar' }));
    await responder(user, m.confirmarEditar, 'Si');
    expect(await screen.findByText('Guardadas 2')).toBeTruthy();
    const [body] = sentBodies(fetchMock, GUARDAR) as Relacion[][];
    expect(
      body?.map((f) => [f.codCliente, f.codProveedor, f.costoPorCaja, f.ivaIncluido, f.decimales]),
    ).toEqual([
      [1, 5, true, true, 3],
      [2, 5, true, true, 3],
    ]);
  });

  it("'Cerrar' closes 'Agregar sucursales' (its list: the branches not yet related)", async () => {
    mockFetch(rutas());
    const { user } = setup();
    await screen.findByText('Puebla Centro');
    await user.click(screen.getByRole('button', { name: 'Agregar Sucursales' }));
    const modal = await dialogoCon('Agregar sucursales');
    await within(modal).findByText('Cholula Santa Lucía');
    expect(within(modal).getByText('FarmaSí Toluca Reforma')).toBeTruthy();
    // The footer's 'Cerrar' (the cross is labelled 'Cerrar' too).
    await user.click(within(modal).getByText('Cerrar'));
    await waitFor(() => expect(screen.queryByText('Cholula Santa Lucía')).toBeNull());
  });

  it('adds branches: one at least, a decimals digit (0 allowed), the confirmation, then one call', async () => {
    const fetchMock = mockFetch(
      rutas({ [GUARDAR]: envelope({ agregadas: 2, modificadas: 0 }, 'Agregadas 2') }),
    );
    const { user } = setup();
    await screen.findByText('Puebla Centro');
    await user.click(screen.getByRole('button', { name: 'Agregar Sucursales' }));
    const modal = await dialogoCon('Agregar sucursales');
    await within(modal).findByText('Cholula Santa Lucía');
    const decimales = within(modal).getByLabelText('Decimales') as HTMLInputElement;
    expect(decimales.value).toBe('2');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await aceptar(user, m.sinSucursales);
    await user.click(within(modal).getByRole('button', { name: 'Marcar todo' }));
    await user.clear(decimales);
    await clicCuandoUsable(user, () => within(modal).getByRole('button', { name: 'Guardar' }));
    await aceptar(user, m.decimalesRequeridos);
    await user.type(decimales, '0');
    await clicCuandoUsable(user, () => within(modal).getByRole('button', { name: 'Guardar' }));
    await responder(user, m.confirmarAgregar, 'No');
    expect(sentBodies(fetchMock, GUARDAR)).toHaveLength(0);
    // Guardar is busy until the answered question has gone.
    await clicCuandoUsable(user, () => within(modal).getByRole('button', { name: 'Guardar' }));
    await responder(user, m.confirmarAgregar, 'Si');
    expect(await screen.findByText('Agregadas 2')).toBeTruthy();
    const [body] = sentBodies(fetchMock, GUARDAR) as Relacion[][];
    expect(
      body?.map((f) => [f.codCliente, f.costoPorCaja, f.ivaIncluido, f.decimales, f.seleccionado]),
    ).toEqual([
      [7, false, false, 0, true],
      [8, false, false, 0, true],
    ]);
  });

  it('deletes every ticked row after its confirmation (the header box ticks them all)', async () => {
    const fetchMock = mockFetch(rutas({ [ELIMINAR]: envelope({ eliminadas: 3 }, 'Eliminadas 3') }));
    const { user } = setup();
    await screen.findByText('Puebla Centro');
    // antd draws the header twice (the scrolling table's measure row): the last is the one shown.
    await user.click(screen.getAllByLabelText('Marcar todas las sucursales').at(-1)!);
    expect(screen.getByText('3 sucursales seleccionadas')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await responder(user, m.confirmarEliminar, 'No');
    expect(sentBodies(fetchMock, ELIMINAR)).toHaveLength(0);
    await clicCuandoUsable(user, () => screen.getByRole('button', { name: 'Eliminar' }));
    await responder(user, m.confirmarEliminar, 'Si');
    expect(await screen.findByText('Eliminadas 3')).toBeTruthy();
    const [body] = sentBodies(fetchMock, ELIMINAR) as Relacion[][];
    expect(body?.map((f) => [f.codProveedor, f.codCliente])).toEqual([
      [5, 1],
      [5, 2],
      [5, 3],
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull());
  });
});

describe('valoresIniciales', () => {
  it('keeps a tick every row has and common decimals, else the defaults', () => {
    expect(valoresIniciales([permitidas[0]!, permitidas[1]!])).toEqual({
      costoPorCaja: false,
      ivaIncluido: true,
      decimales: 4,
    });
    expect(valoresIniciales(permitidas).decimales).toBe(2);
    expect(valoresIniciales([rel(1, 'a', { costoPorCaja: true }), rel(2, 'b')]).costoPorCaja).toBe(false);
  });
});
