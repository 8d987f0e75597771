import type { Contacto } from '@farmasi/contracts/proveedores/contacto';
import { contactoMessages as m } from '@farmasi/contracts/proveedores/contacto/validar';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/test/fetch';
import { signIn } from '@/test/render';
import { conCodigosDeTecla } from '@/ui/teclas.testutil';
import { API, aceptar, dialogo, filas, setup } from './contacto.fixtures';

const contacto = (o: Partial<Contacto>): Contacto => ({
  idCatProveedoresMarcasDetContacto: 11,
  idCatProveedoresMarcasDet: 1,
  idCatProveedoresMarcasAreas: 1,
  area: 'Crédito y cobranza',
  cargoDeArea: 'Gerente de cobranza',
  nombreContacto: 'Lucía Ramírez',
  correo: 'lucia@nadro.com.mx',
  telefono: '5512345678',
  confirmarPagoCorreo: true,
  ...o,
});
const contactos = [
  contacto({}),
  contacto({
    idCatProveedoresMarcasDetContacto: 12,
    idCatProveedoresMarcasAreas: 2,
    area: 'Ventas',
    nombreContacto: 'Óscar Núñez',
    telefono: '4421234567',
    confirmarPagoCorreo: false,
  }),
];
const areas = [
  { idCatProveedoresMarcasAreas: 1, area: 'Crédito y cobranza' },
  { idCatProveedoresMarcasAreas: 2, area: 'Ventas' },
];

describe('ContactoPage', () => {
  conCodigosDeTecla();
  beforeEach(() => {
    signIn();
  });

  it('lists brand and supplier, searches without accents, and warns of what payments will refuse', async () => {
    mockFetch({ [`GET ${API}/marcasYProveedores`]: envelope(filas) });
    const { user } = setup();
    expect(await screen.findByText('NADRO S.A.P.I. DE C.V.')).toBeTruthy();
    expect(screen.getByText('Sin cuenta')).toBeTruthy();
    expect(screen.getByText('Sin correo de pago')).toBeTruthy();
    await user.type(screen.getByLabelText('Buscar marca o proveedor'), 'farmacos');
    await waitFor(() => expect(screen.queryByText('NADRO S.A.P.I. DE C.V.')).toBeNull());
    expect(screen.getByText('FÁRMACOS NACIONALES S.A. DE C.V.')).toBeTruthy();
  });

  it("shows the phones 2-4-4 or 3-3-4 and saves 'Enviar correo' as soon as it is ticked", async () => {
    const fetchMock = mockFetch({
      [`GET ${API}/marcasYProveedores`]: envelope(filas),
      [`GET ${API}/ContactosPorIdMarca/1/0`]: envelope(contactos),
      [`POST ${API}/GuardarEnvioCorreo`]: envelope(
        { ...contactos[1], confirmarPagoCorreo: true },
        m.envioActivado,
      ),
    });
    const { user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Contactos de PISA - NADRO S.A.P.I. DE C.V.' }),
    );
    const modal = await dialogo('Agregar nuevo');
    expect(await within(modal).findByText('55 1234 5678')).toBeTruthy();
    expect(within(modal).getByText('442 123 4567')).toBeTruthy();
    await user.click(within(modal).getByLabelText('Enviar correo a Óscar Núñez'));
    expect(await screen.findByText(m.envioActivado)).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${API}/GuardarEnvioCorreo`)).toEqual([
      { idCatProveedoresMarcasDetContacto: 12, confirmarPagoCorreo: true },
    ]);
  });

  const abrirFormulario = async (user: ReturnType<typeof setup>['user']) => {
    await user.click(
      await screen.findByRole('button', { name: 'Contactos de PISA - NADRO S.A.P.I. DE C.V.' }),
    );
    await user.click(within(await dialogo('Agregar nuevo')).getByRole('button', { name: /Agregar nuevo/ }));
    const form = await dialogo('Datos contacto');
    return { form, guardar: () => user.click(within(form).getByRole('button', { name: 'Guardar' })) };
  };
  const rutas = () => ({
    [`GET ${API}/marcasYProveedores`]: envelope(filas),
    [`GET ${API}/ContactosPorIdMarca/1/0`]: envelope(contactos),
    [`GET ${API}/ObtenerAreas`]: envelope(areas),
    [`POST ${API}/GuardarDatosContacto`]: envelope(contactos[0], m.contactoGuardado),
  });

  it("checks 'Datos contacto' in the spec's order: department, cargo, name, e-mail given, its format", async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = setup();
    const { form, guardar } = await abrirFormulario(user);
    await guardar();
    await aceptar(user, m.sinDepartamento);
    await user.type(within(form).getByRole('combobox', { name: 'Departamento' }), 'credito{Enter}');
    await guardar();
    await aceptar(user, m.sinCargo);
    await user.type(within(form).getByLabelText('Cargo'), 'Gerente de cobranza');
    await guardar();
    await aceptar(user, m.sinNombre);
    await user.type(within(form).getByLabelText('Nombre'), 'Irma Solís');
    await guardar();
    await aceptar(user, m.sinCorreo);
    await user.type(within(form).getByLabelText('Correo'), 'irma@');
    await guardar();
    await aceptar(user, m.formatoCorreo);
    expect(sentBodies(fetchMock, `POST ${API}/GuardarDatosContacto`)).toEqual([]);
  });

  it('keeps only the digits of a phone, asks for 10 of them, and sends the contact', async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = setup();
    const { form, guardar } = await abrirFormulario(user);
    await user.type(within(form).getByRole('combobox', { name: 'Departamento' }), 'credito{Enter}');
    await user.type(within(form).getByLabelText('Cargo'), 'Gerente de cobranza');
    await user.type(within(form).getByLabelText('Nombre'), 'Irma Solís');
    await user.type(within(form).getByLabelText('Correo'), 'irma@prov.mx');
    await guardar();
    await aceptar(user, m.sinTelefono);
    const tel = within(form).getByLabelText('Teléfono') as HTMLInputElement;
    await user.type(tel, '55a1234');
    expect(tel.value).toBe('551234');
    await guardar();
    await aceptar(user, m.formatoTelefono);
    await user.clear(tel);
    await user.click(tel);
    await user.paste('(55) 1234-5678');
    expect(tel.value).toBe('5512345678');
    await guardar();
    expect(await screen.findByText(m.contactoGuardado)).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${API}/GuardarDatosContacto`)).toEqual([
      {
        idCatProveedoresMarcasDetContacto: 0,
        idCatProveedoresMarcasDet: 1,
        idCatProveedoresMarcasAreas: 1,
        cargoDeArea: 'Gerente de cobranza',
        nombreContacto: 'Irma Solís',
        correo: 'irma@prov.mx',
        telefono: '5512345678',
      },
    ]);
    await waitFor(() => expect(screen.queryByText('Datos contacto')).toBeNull());
  });

  it('edits a contact with its data filled in and sends it with its id', async () => {
    const fetchMock = mockFetch(rutas());
    const { user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Contactos de PISA - NADRO S.A.P.I. DE C.V.' }),
    );
    await user.click(
      await within(await dialogo('Agregar nuevo')).findByRole('button', { name: 'Editar Óscar Núñez' }),
    );
    const form = await dialogo('Datos contacto');
    const tel = within(form).getByLabelText('Teléfono') as HTMLInputElement;
    expect(tel.value).toBe('4421234567');
    await user.clear(tel);
    await user.type(tel, '8187654321');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(m.contactoGuardado)).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${API}/GuardarDatosContacto`)).toEqual([
      {
        idCatProveedoresMarcasDetContacto: 12,
        idCatProveedoresMarcasDet: 1,
        idCatProveedoresMarcasAreas: 2,
        cargoDeArea: 'Gerente de cobranza',
        nombreContacto: 'Óscar Núñez',
        correo: 'lucia@nadro.com.mx',
        telefono: '8187654321',
      },
    ]);
  });

  it("deletes a contact after '¿Esta seguro que desea eliminar contacto?'", async () => {
    const fetchMock = mockFetch({
      [`GET ${API}/marcasYProveedores`]: envelope(filas),
      [`GET ${API}/ContactosPorIdMarca/1/0`]: envelope(contactos),
      [`GET ${API}/EliminarContacto/1/12`]: envelope(
        { idCatProveedoresMarcasDetContacto: 12 },
        m.contactoEliminado,
      ),
    });
    const { user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Contactos de PISA - NADRO S.A.P.I. DE C.V.' }),
    );
    const modal = await dialogo('Agregar nuevo');
    await user.click(await within(modal).findByRole('button', { name: 'Eliminar Óscar Núñez' }));
    const pregunta = await dialogo(m.eliminar);
    await user.click(within(pregunta).getByRole('button', { name: 'No' }));
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('EliminarContacto'))).toBe(false);
    await user.click(within(modal).getByRole('button', { name: 'Eliminar Óscar Núñez' }));
    await user.click(within(await dialogo(m.eliminar)).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(m.contactoEliminado)).toBeTruthy();
  });
});
