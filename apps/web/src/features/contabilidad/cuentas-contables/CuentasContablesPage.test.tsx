import {
  type CuentaSucursal,
  cuentasContablesMessages as m,
} from '@farmasi/contracts/contabilidad/cuentas-contables';
import { messages } from '@farmasi/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, json, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { CuentasContablesPage } from './CuentasContablesPage';

const LISTA = 'GET /admin/api/contabilidad/cuentas-contables';
const EMPRESA = 'POST /admin/api/contabilidad/guardar-cuenta-empresa';
const SUCURSAL = 'POST /admin/api/contabilidad/guardar-cuenta-sucursal';

const sucursal = (
  id: number,
  descripcion: string,
  cuentas: Partial<CuentaSucursal> = {},
): CuentaSucursal => ({
  idCatCuentasContables: 0,
  id,
  descripcion,
  cuentaEfectivo: '',
  cuentaTasaGral: '',
  cuentaTasa0: '',
  ...cuentas,
});
const datos = {
  empresas: [
    { idCatEmpresa: 1, descripcion: 'Farmacias FarmaSí', cuenta: '105-01-000001' },
    { idCatEmpresa: 3, descripcion: 'Talleres FarmaSí', cuenta: '' },
  ],
  sucursales: [
    sucursal(3, 'Cholula', { idCatCuentasContables: 8, cuentaEfectivo: '101-01-000003' }),
    sucursal(7, 'León Centro'),
    sucursal(9, 'Mérida Norte', { idCatCuentasContables: 9, cuentaTasa0: '401-02-000009' }),
    sucursal(5, 'Puebla Centro', {
      idCatCuentasContables: 5,
      cuentaEfectivo: '101-01-000005',
      cuentaTasaGral: '401-01-000005',
      cuentaTasa0: '401-02-000005',
    }),
  ],
};
const NOMBRES = ['Cholula', 'León Centro', 'Mérida Norte', 'Puebla Centro'];
const routes = (extra: Record<string, object> = {}) => ({ [LISTA]: envelope(datos), ...extra });
/**
 * The open modal. Found by its title, not by its accessible name: under test antd gives every
 * generated id the same value, and the branch filter's Select holds one too.
 */
const modal = async (titulo: string) => {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(titulo)).toBeTruthy();
  return dialog;
};
const setup = (route = '/farmasi/contabilidad/cuentas-contables') =>
  renderWithProviders(<CuentasContablesPage />, { route });
const sucursales = () =>
  screen
    .getAllByRole('row')
    .map((r) => r.querySelector('td')?.textContent)
    .filter((t) => t && NOMBRES.includes(t));

describe('CuentasContablesPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('filters branches by name without accents and by Con cuenta / Sin cuenta, kept in the URL', async () => {
    mockFetch(routes());
    const { user, router } = setup();
    await screen.findByText('León Centro');
    expect(sucursales()).toEqual(NOMBRES);
    await user.type(screen.getByLabelText('Buscar sucursal'), 'MERIDA');
    await waitFor(() => expect(sucursales()).toEqual(['Mérida Norte']));
    await user.clear(screen.getByLabelText('Buscar sucursal'));
    await user.click(screen.getByLabelText('Filtro de cuenta'));
    await user.click(await screen.findByTitle('Sin cuenta'));
    // A branch missing any of its three accounts is 'Sin cuenta' (issue 24): only cash, only 0%, none.
    await waitFor(() => expect(sucursales()).toEqual(['Cholula', 'León Centro', 'Mérida Norte']));
    expect(router.state.location.search).toBe('?cuenta=Sin+cuenta');
  });

  it("opens with the filters of the URL; 'Con cuenta' is a branch with its three accounts", async () => {
    mockFetch(routes());
    setup('/farmasi/contabilidad/cuentas-contables?cuenta=Con+cuenta');
    await screen.findByText('Puebla Centro');
    expect(sucursales()).toEqual(['Puebla Centro']);
  });

  it("a list that cannot be loaded says 'Error al obtener cuentas', not the generic error (issue 24)", async () => {
    mockFetch({ [LISTA]: json({ value: false, message: 'Error interno', data: null }, 500) });
    setup();
    expect(await screen.findByText(m.errorObtener)).toBeTruthy();
    expect(screen.queryByText(messages.general.peticionFallida)).toBeNull();
    expect(screen.queryByText('Error interno')).toBeNull();
  });

  it("a save that fails says 'Error al guardar la cuenta contable' and keeps the modal; a refusal says the server's reason (issue 24)", async () => {
    let falla: 'servidor' | 'conexion' | 'rechazo' = 'servidor';
    mockFetch(
      routes({
        [SUCURSAL]: () => {
          if (falla === 'conexion') throw new TypeError('Failed to fetch');
          if (falla === 'rechazo') return envelope(null, m.registroDeOtra, false);
          return json({ value: false, message: 'Error interno', data: null }, 500);
        },
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar León Centro' }));
    const dialog = await modal('Cuentas contables de la sucursal');
    await user.type(within(dialog).getByLabelText('Cuenta de efectivo'), '10101000007');
    for (const [cual, texto] of [
      ['servidor', m.errorGuardar],
      ['conexion', m.errorGuardar],
      ['rechazo', m.registroDeOtra],
    ] as const) {
      falla = cual;
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(texto), cual).toBeTruthy();
      expect(screen.queryByText(messages.general.peticionFallida), cual).toBeNull();
      await user.click(screen.getByRole('button', { name: /Aceptar|OK/ }));
      await waitFor(() => expect(screen.queryByText(texto)).toBeNull());
      expect(document.body.contains(dialog), cual).toBe(true);
    }
  }, 120_000);

  it('a company account: required, then its format; the mask writes the hyphens; saved when right', async () => {
    const fetchMock = mockFetch(
      routes({ [EMPRESA]: envelope({ ...datos.empresas[1], cuenta: '105-03-000001' }, m.cuentaGuardada) }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Talleres FarmaSí' }));
    const dialog = await modal('Cuenta contable de la empresa');
    const caja = within(dialog).getByLabelText('Cuenta') as HTMLInputElement;
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.cuentaVacia)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Aceptar|OK/ }));
    await user.type(caja, '10503x0');
    expect(caja.value).toBe('105-03-0');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.formatoCuenta)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Aceptar|OK/ }));
    expect(sentBodies(fetchMock, EMPRESA)).toEqual([]);
    await user.type(caja, '00001');
    expect(caja.value).toBe('105-03-000001');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.cuentaGuardada)).toBeTruthy();
    expect(sentBodies(fetchMock, EMPRESA)).toEqual([{ idCatEmpresa: 3, cuenta: '105-03-000001' }]);
  });

  it("saves a pasted ' 105-03-000004' whole, not cut to 105-03-00000 (issue 24)", async () => {
    const fetchMock = mockFetch(
      routes({ [EMPRESA]: envelope({ ...datos.empresas[1], cuenta: '105-03-000004' }, m.cuentaGuardada) }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Talleres FarmaSí' }));
    const dialog = await modal('Cuenta contable de la empresa');
    const caja = within(dialog).getByLabelText('Cuenta') as HTMLInputElement;
    await user.click(caja);
    await user.paste(' 105-03-000004');
    expect(caja.value).toBe('105-03-000004');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.cuentaGuardada)).toBeTruthy();
    expect(sentBodies(fetchMock, EMPRESA)).toEqual([{ idCatEmpresa: 3, cuenta: '105-03-000004' }]);
  });

  it('Escape does not close the modal; Enter walks the accounts and lands on Guardar', async () => {
    const fetchMock = mockFetch(routes({ [SUCURSAL]: envelope(datos.sucursales[1], m.cuentasGuardadas) }));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar León Centro' }));
    const dialog = await modal('Cuentas contables de la sucursal');
    await waitFor(() => expect(document.activeElement?.id).toBe('cuentaEfectivo'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('cuentaTasaGral');
    await user.keyboard('40101000007{Enter}');
    expect(document.activeElement?.id).toBe('cuentaTasa0');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(sentBodies(fetchMock, SUCURSAL)).toEqual([]);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(m.cuentasGuardadas)).toBeTruthy();
    expect(sentBodies(fetchMock, SUCURSAL)).toEqual([
      {
        idCatCuentasContables: 0,
        id: 7,
        cuentaEfectivo: '',
        cuentaTasaGral: '401-01-000007',
        cuentaTasa0: '',
      },
    ]);
  });

  it('a branch needs one account, and each one in the format, checked in order', async () => {
    const fetchMock = mockFetch(routes());
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar León Centro' }));
    const dialog = await modal('Cuentas contables de la sucursal');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.alMenosUna)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Aceptar|OK/ }));
    await user.type(within(dialog).getByLabelText('Cuenta de ventas tasa 0%'), '4010');
    await user.type(within(dialog).getByLabelText('Cuenta de ventas tasa general'), '401');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.formatoTasaGral)).toBeTruthy();
    expect(sentBodies(fetchMock, SUCURSAL)).toEqual([]);
  });
});
