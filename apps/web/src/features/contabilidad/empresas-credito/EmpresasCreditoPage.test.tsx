import {
  type ClienteCredito,
  empresasCreditoMessages as m,
} from '@farmasi/contracts/contabilidad/empresas-credito';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { renderWithProviders, signIn } from '@/test/render';
import { EmpresasCreditoPage } from './EmpresasCreditoPage';

const API = '/admin/api/empresascredito';
const cliente: ClienteCredito = {
  codCliente: 4,
  idCatClientesFacturacion: 4,
  nombre: 'HOSPITAL SAN RAFAEL',
  nombreComercial: 'Hospital San Rafael',
  rfc: 'HSR850312AB6',
  telefono: '(222) 123-4567',
  regimenFiscal: '601',
  descripcionRegimen: 'General de Ley Personas Morales',
  publicoGeneral: false,
  empresaCredito: 1,
  codPostal: '72000',
  colonia: 'Centro',
};
const regimenes = [
  { regimenFiscal: '601', descripcion: 'General de Ley Personas Morales' },
  { regimenFiscal: '612', descripcion: 'Personas Físicas con Actividades Empresariales y Profesionales' },
];
const lookupNuevo = envelope(
  { code: 0, clientes: [], correos: [], domicilios: [], regimenFiscal: regimenes },
  m.rfcNuevo,
);
const setup = () =>
  renderWithProviders(<EmpresasCreditoPage />, { route: '/farmasi/catalogos/empresascredito' });
const dialogoCon = async (texto: string) => {
  await screen.findByText(texto);
  return screen.getAllByRole('dialog').find((d) => within(d).queryByText(texto)) as HTMLElement;
};

describe('EmpresasCreditoPage', () => {
  beforeEach(() => {
    signIn();
  });

  it('refuses a malformed RFC and clears it, then opens the empty form for a new one', async () => {
    const fetchMock = mockFetch({
      [`GET ${API}/consultar`]: envelope([cliente]),
      [`POST ${API}/consultarRFCCliente`]: lookupNuevo,
    });
    const { user } = setup();
    await screen.findByText('HOSPITAL SAN RAFAEL');
    await user.click(screen.getByRole('button', { name: /Agregar/ }));
    const rfc = await screen.findByLabelText('RFC');
    await user.type(rfc, 'abc991332xx1');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(m.rfcInvalido)).toBeTruthy();
    expect((rfc as HTMLInputElement).value).toBe('');
    await user.click(within(await dialogoCon(m.rfcInvalido)).getByRole('button', { name: /Aceptar|OK/ }));
    await user.type(rfc, ' far850312ab1{Enter}');
    expect(await screen.findByLabelText('Razón social')).toBeTruthy();
    expect((rfc as HTMLInputElement).disabled).toBe(true);
    expect(sentBodies(fetchMock, `POST ${API}/consultarRFCCliente`)).toEqual([{ rfc: 'FAR850312AB1' }]);
  });

  it("looks up a pasted ' GOMJ8001011A0' as the whole 13-character RFC (issue 24)", async () => {
    const fetchMock = mockFetch({
      [`GET ${API}/consultar`]: envelope([cliente]),
      [`POST ${API}/consultarRFCCliente`]: lookupNuevo,
    });
    const { user } = setup();
    await screen.findByText('HOSPITAL SAN RAFAEL');
    await user.click(screen.getByRole('button', { name: /Agregar/ }));
    const rfc = (await screen.findByLabelText('RFC')) as HTMLInputElement;
    await user.click(rfc);
    await user.paste(' GOMJ8001011A0');
    expect(rfc.value).toBe('GOMJ8001011A0');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByLabelText('Razón social')).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${API}/consultarRFCCliente`)).toEqual([{ rfc: 'GOMJ8001011A0' }]);
  });

  it("checks the save in the spec's order: first the e-mails, then the razón social", async () => {
    mockFetch({
      [`GET ${API}/consultar`]: envelope([]),
      [`POST ${API}/consultarRFCCliente`]: lookupNuevo,
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Agregar/ }));
    await user.type(await screen.findByLabelText('RFC'), 'FAR850312AB1{Enter}');
    await screen.findByLabelText('Razón social');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.alMenosUnCorreo)).toBeTruthy();
    await user.click(within(await dialogoCon(m.alMenosUnCorreo)).getByRole('button', { name: /Aceptar|OK/ }));
    await user.click(screen.getByRole('button', { name: /Agregar correo/ }));
    await user.type(await screen.findByLabelText('Correo'), 'a@b.mx');
    await user.type(screen.getByLabelText('Repetir correo'), 'a@c.mx{Enter}');
    expect(await screen.findByText(m.correosNoCoinciden)).toBeTruthy();
    await user.click(
      within(await dialogoCon(m.correosNoCoinciden)).getByRole('button', { name: /Aceptar|OK/ }),
    );
    await user.clear(screen.getByLabelText('Repetir correo'));
    await user.type(screen.getByLabelText('Repetir correo'), 'A@B.mx{Enter}');
    expect(await screen.findByText('a@b.mx')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.razonSocial)).toBeTruthy();
  });

  it('edits a customer from the list: looked up at once, its colonia matched, e-mails changed on the server', async () => {
    const fetchMock = mockFetch({
      [`GET ${API}/consultar`]: envelope([cliente]),
      [`POST ${API}/consultarRFCCliente`]: envelope({
        code: 0,
        clientes: [cliente],
        correos: [{ idCatClientesFacturacion: 4, correo: 'facturas@hsr.mx' }],
        domicilios: [
          {
            idDomicilio: 1,
            calle: 'Av. Juárez',
            colonia: 'Centro',
            numExterior: '10',
            numInterior: '',
            localidad: 'Puebla',
            municipio: 'Puebla',
            estado: 'Puebla',
            codPostal: '72000',
          },
        ],
        regimenFiscal: regimenes,
      }),
      [`GET ${API}/codigoPostal/72000`]: envelope([
        { colonia: 'Centro', localidad: 'Puebla', municipio: 'Puebla', estado: 'Puebla' },
      ]),
      [`POST ${API}/guardarCorreoCliente`]: envelope(
        [
          { idCatClientesFacturacion: 4, correo: 'facturas@hsr.mx' },
          { idCatClientesFacturacion: 4, correo: 'compras@hsr.mx' },
        ],
        m.correoGuardado,
      ),
    });
    const { user } = setup();
    await screen.findByText('HOSPITAL SAN RAFAEL');
    await user.click(screen.getByRole('button', { name: 'Editar HOSPITAL SAN RAFAEL' }));
    expect(await screen.findByDisplayValue('Av. Juárez')).toBeTruthy();
    expect(await screen.findByTitle('Centro')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Agregar correo/ }));
    await user.type(await screen.findByLabelText('Correo'), 'compras@hsr.mx');
    await user.type(screen.getByLabelText('Repetir correo'), 'compras@hsr.mx{Enter}');
    expect(await screen.findByText('compras@hsr.mx')).toBeTruthy();
    await waitFor(() =>
      expect(sentBodies(fetchMock, `POST ${API}/guardarCorreoCliente`)).toEqual([
        { idCatClientesFacturacion: 4, correo: 'compras@hsr.mx' },
      ]),
    );
  });
});
