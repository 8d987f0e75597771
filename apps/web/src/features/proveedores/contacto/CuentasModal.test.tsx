import type { CuentaBanco } from '@farmasi/contracts/proveedores/contacto';
import { contactoMessages as m } from '@farmasi/contracts/proveedores/contacto/validar';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, json, mockFetch, sentBodies } from '@/test/fetch';
import { signIn } from '@/test/render';
import { conCodigosDeTecla } from '@/ui/teclas.testutil';
import { API, aceptar, dialogo, filas, setup } from './contacto.fixtures';

const cuenta = (o: Partial<CuentaBanco>): CuentaBanco => ({
  idCatProveedoresMarcasCuentas: 21,
  idCatProveedoresMarcasDet: 1,
  banco: 'BBVA MEXICO',
  clave: 12,
  cuenta: '012180001234567891',
  nombreCuenta: 'NADRO S.A.P.I. DE C.V.',
  cuentaPrincipal: true,
  ...o,
});
const cuentas = [
  cuenta({}),
  cuenta({
    idCatProveedoresMarcasCuentas: 22,
    banco: 'BANORTE',
    clave: 72,
    cuenta: '1234567890',
    cuentaPrincipal: false,
  }),
];
const bancos = [
  { codigo: 72, descripcion: 'BANORTE' },
  { codigo: 12, descripcion: 'BBVA MEXICO' },
];
const abrir = async (user: ReturnType<typeof setup>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Cuentas de PISA - NADRO S.A.P.I. DE C.V.' }));
  return dialogo('Nueva cuenta');
};

describe("'Catálogo de bancos y cuentas'", () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
  });

  it('asks before marking another account principal and sends it marked; the principal stays ticked', async () => {
    const fetchMock = mockFetch({
      [`GET ${API}/marcasYProveedores`]: envelope(filas),
      [`GET ${API}/BancosPorIdMarca/1/0`]: envelope(cuentas),
      [`POST ${API}/GuardarDatosCuentaBanco`]: envelope(
        { ...cuentas[1], cuentaPrincipal: true },
        m.principalMarcada,
      ),
    });
    const { user } = setup();
    const modal = await abrir(user);
    const principal = (await within(modal).findByLabelText(/Cuenta principal BBVA/)) as HTMLInputElement;
    expect(principal.checked).toBe(true);
    expect(principal.disabled).toBe(true);
    await user.click(within(modal).getByLabelText('Cuenta principal BANORTE 1234567890'));
    await user.click(within(await dialogo(m.marcarPrincipal)).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.principalMarcada)).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${API}/GuardarDatosCuentaBanco`)).toEqual([
      {
        idCatProveedoresMarcasCuentas: 22,
        idCatProveedoresMarcasDet: 1,
        banco: 72,
        cuenta: '1234567890',
        nombreCuenta: 'NADRO S.A.P.I. DE C.V.',
        cuentaPrincipal: true,
      },
    ]);
  });

  it("checks 'Nueva cuenta' in the spec's order; a failed save says 'Error al guardar la cuenta bancaria'", async () => {
    let falla: 'servidor' | 'rechazo' = 'servidor';
    mockFetch({
      [`GET ${API}/marcasYProveedores`]: envelope(filas),
      [`GET ${API}/BancosPorIdMarca/1/0`]: envelope(cuentas),
      [`GET ${API}/ObtenerBancos`]: envelope(bancos),
      [`POST ${API}/GuardarDatosCuentaBanco`]: () =>
        falla === 'servidor'
          ? json({ value: false, message: 'Ocurrió un error inesperado en el servidor.', data: null }, 500)
          : envelope(null, m.cuentaRepetida.replace('{cuenta}', '1234567890'), false),
    });
    const { user } = setup();
    await user.click(within(await abrir(user)).getByRole('button', { name: /Nueva cuenta/ }));
    const form = (await screen.findAllByRole('dialog')).find((d) =>
      within(d).queryByLabelText('Banco'),
    ) as HTMLElement;
    const guardar = () => user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await guardar();
    await aceptar(user, m.sinBanco);
    await user.type(within(form).getByRole('combobox', { name: 'Banco' }), 'banorte{Enter}');
    await guardar();
    await aceptar(user, m.sinCuenta);
    const numero = within(form).getByLabelText('Cuenta') as HTMLInputElement;
    await user.type(numero, '12-34 56x7890');
    expect(numero.value).toBe('1234567890');
    await guardar();
    await aceptar(user, m.sinNombreCuenta);
    await user.type(within(form).getByLabelText('Nombre'), 'Pagos');
    await guardar();
    await aceptar(user, m.errorGuardarCuenta);
    falla = 'rechazo';
    await guardar();
    await aceptar(user, m.cuentaRepetida.replace('{cuenta}', '1234567890'));
    expect(document.body.contains(form)).toBe(true);
  });

  it("says 'Error al obtener cuentas' when the accounts cannot be read", async () => {
    mockFetch({
      [`GET ${API}/marcasYProveedores`]: envelope(filas),
      [`GET ${API}/BancosPorIdMarca/1/0`]: () => json({ value: false, message: 'x', data: null }, 500),
    });
    const { user } = setup();
    const modal = await abrir(user);
    expect(await within(modal).findByText(m.errorObtenerCuentas)).toBeTruthy();
  });
});
