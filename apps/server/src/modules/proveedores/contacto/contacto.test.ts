import { messages } from '@farmasi/contracts';
import { contactoMessages as m } from '@farmasi/contracts/proveedores/contacto/validar';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { B, contactoValido, llamadasContacto } from './contacto.testutil.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const { filas, contactos, guardarContacto, auditado } = llamadasContacto(admin, db);
const todas = await filas();
const conContactos = todas.filter((f) => f.contactos >= 2);
const [det, otro] = conContactos.map((f) => f.idCatProveedoresMarcasDet);

describe('permissions and validation', () => {
  const llamadas = [
    ['GET', `${B}/marcasYProveedores/`],
    ['GET', `${B}/ContactosPorIdMarca/1/0`],
    ['GET', `${B}/ObtenerAreas/`],
    ['POST', `${B}/GuardarDatosContacto/`],
    ['GET', `${B}/EliminarContacto/1/1`],
    ['POST', `${B}/GuardarEnvioCorreo/`],
    ['GET', `${B}/ObtenerBancos/`],
    ['GET', `${B}/BancosPorIdMarca/1/0`],
    ['POST', `${B}/GuardarDatosCuentaBanco/`],
  ] as const;

  it('answers 401 without a token and 403 to a user without the screen, on every call (nothing deleted)', async () => {
    const consulta = await signIn(app, 'consulta');
    const [primero] = (await contactos(det!)).data;
    for (const [method, url] of llamadas) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await app.inject({ method, url: `/admin/api${url}`, payload })).statusCode, url).toBe(401);
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, {});
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
    const borrar = `${B}/EliminarContacto/${det}/${primero!.idCatProveedoresMarcasDetContacto}`;
    expect((await consulta.get(borrar)).statusCode).toBe(403);
    expect((await contactos(det!, primero!.idCatProveedoresMarcasDetContacto)).data).toHaveLength(1);
  });

  it('answers 400 with a Spanish message naming the field', async () => {
    for (const [res, mensaje] of [
      [await admin.get(`${B}/ContactosPorIdMarca/x/0`), m.detalleInvalido],
      [await admin.get(`${B}/BancosPorIdMarca/1/-1`), m.cuentaInvalida],
      [await admin.get(`${B}/EliminarContacto/1/0`), m.contactoInvalido],
      [await admin.post(`${B}/GuardarDatosContacto`, contactoValido(0)), m.detalleInvalido],
      [await admin.post(`${B}/GuardarDatosContacto`, contactoValido(1, { correo: 5 })), "'correo'"],
      [
        await admin.post(`${B}/GuardarEnvioCorreo`, {
          idCatProveedoresMarcasDetContacto: 1,
          confirmarPagoCorreo: 'si',
        }),
        'Indique true o false.',
      ],
    ] as const) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(mensaje);
      expect(res.json().message).toContain(messages.servidor.datosInvalidos);
    }
  });
});

describe('marcasYProveedores', () => {
  it("lists every brand's suppliers, brand then supplier in Spanish order, with their counts", () => {
    expect(todas.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(todas[0]!)).toEqual(
      expect.arrayContaining(['nombreMarca', 'proveedor', 'idCatProveedoresMarcasDet']),
    );
    const clave = (f: (typeof todas)[number]) => [f.nombreMarca, f.proveedor];
    const ordenadas = [...todas].sort((a, b) => {
      const [ma, pa] = clave(a);
      const [mb, pb] = clave(b);
      return ma!.localeCompare(mb!, 'es') || pa!.localeCompare(pb!, 'es');
    });
    expect(todas.map(clave)).toEqual(ordenadas.map(clave));
  });

  it('the demo leaves suppliers without bank accounts and others without a payment contact', async () => {
    expect(todas.filter((f) => f.cuentas === 0).length).toBeGreaterThanOrEqual(3);
    expect(todas.filter((f) => f.cuentas > 0 && f.contactosPago === 0).length).toBeGreaterThanOrEqual(3);
    expect(todas.filter((f) => f.cuentas > 0 && f.contactosPago > 0).length).toBeGreaterThan(
      todas.length / 2,
    );
    const { principales } = llamadasContacto(admin, db);
    for (const f of todas.filter((x) => x.cuentas > 0))
      expect((await principales(f.idCatProveedoresMarcasDet)).n, f.proveedor).toBe(1);
  });
});

describe('contacts', () => {
  it('lists the contacts of a brand supplier, one by its id, and refuses ids of others', async () => {
    const lista = await contactos(det!);
    expect(lista.value).toBe(true);
    expect(lista.data.length).toBe(conContactos[0]!.contactos);
    expect(Object.keys(lista.data[0]!).sort()).toEqual(
      [
        'idCatProveedoresMarcasDetContacto',
        'idCatProveedoresMarcasDet',
        'idCatProveedoresMarcasAreas',
        'area',
        'cargoDeArea',
        'nombreContacto',
        'correo',
        'telefono',
        'confirmarPagoCorreo',
      ].sort(),
    );
    expect(lista.data.every((c) => /^\d{10}$/.test(c.telefono))).toBe(true);
    const uno = lista.data[1]!;
    expect((await contactos(det!, uno.idCatProveedoresMarcasDetContacto)).data).toEqual([uno]);
    expect(await contactos(otro!, uno.idCatProveedoresMarcasDetContacto)).toMatchObject({
      value: false,
      message: m.contactoAjeno,
    });
    expect(await contactos(999_999)).toMatchObject({ value: false, message: m.detalleNoExiste });
    const areas = (await admin.get(`${B}/ObtenerAreas`)).json().data;
    expect(areas).toContainEqual({ idCatProveedoresMarcasAreas: 1, area: 'Crédito y cobranza' });
  });

  it("checks the contact in the spec's order with its messages, and saves nothing refused", async () => {
    const antes = (await contactos(det!)).data.length;
    for (const [o, mensaje] of [
      [{ idCatProveedoresMarcasAreas: 0, cargoDeArea: '' }, m.sinDepartamento],
      [{ cargoDeArea: '  ', nombreContacto: '' }, m.sinCargo],
      [{ cargoDeArea: 'x'.repeat(51) }, m.cargoLargo],
      [{ nombreContacto: ' ', correo: '' }, m.sinNombre],
      [{ nombreContacto: 'n'.repeat(51) }, m.nombreLargo],
      [{ correo: '', telefono: '' }, m.sinCorreo],
      [{ correo: 'lucia@', telefono: '' }, m.formatoCorreo],
      [{ correo: `${'a'.repeat(40)}@prov.com.mx` }, m.correoLargo],
      [{ telefono: '' }, m.sinTelefono],
      [{ telefono: '551234567' }, m.formatoTelefono],
      [{ telefono: '55 1234 5678' }, m.formatoTelefono],
      [{ telefono: '551234567890' }, m.formatoTelefono],
      [{ idCatProveedoresMarcasAreas: 99 }, m.departamentoNoExiste],
      [{ idCatProveedoresMarcasDet: 999_999 }, m.detalleNoExiste],
    ] as const) {
      expect(await guardarContacto(contactoValido(det!, o)), JSON.stringify(o)).toMatchObject({
        value: false,
        message: mensaje,
      });
    }
    expect((await contactos(det!)).data.length).toBe(antes);
  });

  it("adds a contact (the spec's PascalCase names too), edits it, and refuses another supplier's", async () => {
    const nuevo = await guardarContacto({
      IdCatProveedoresMarcasDetContacto: 0,
      IdCatProveedoresMarcasAreas: 2,
      IdCatProveedoresMarcasDet: det,
      NombreContacto: '  Óscar Núñez Ávila ',
      Correo: ' oscar.nunez@proveedor.mx',
      Telefono: '4421234567',
      CargoDeArea: 'Ejecutivo de ventas',
    });
    expect(nuevo).toMatchObject({
      value: true,
      message: m.contactoGuardado,
      data: {
        idCatProveedoresMarcasDet: det,
        area: 'Ventas',
        nombreContacto: 'Óscar Núñez Ávila',
        correo: 'oscar.nunez@proveedor.mx',
        confirmarPagoCorreo: false,
      },
    });
    const id = nuevo.data.idCatProveedoresMarcasDetContacto;
    const editado = await guardarContacto(
      contactoValido(det!, { idCatProveedoresMarcasDetContacto: id, telefono: '8187654321' }),
    );
    expect(editado.data).toMatchObject({ idCatProveedoresMarcasDetContacto: id, telefono: '8187654321' });
    expect(
      await guardarContacto(contactoValido(otro!, { idCatProveedoresMarcasDetContacto: id })),
    ).toMatchObject({
      value: false,
      message: m.contactoAjeno,
    });
    const audit = await auditado('cat_proveedores_marcas_det_contacto', id);
    expect(audit.map((a) => [a.antes === null, a.despues === null])).toEqual([
      [true, false],
      [false, false],
    ]);
  });

  it("marks and unmarks 'Enviar correo' at once, audited", async () => {
    const [c] = (await contactos(det!)).data.filter((x) => !x.confirmarPagoCorreo);
    const id = c!.idCatProveedoresMarcasDetContacto;
    const marcar = (v: boolean) =>
      admin.post(`${B}/GuardarEnvioCorreo`, {
        IdCatProveedoresMarcasDetContacto: id,
        ConfirmarPagoCorreo: v,
      });
    expect((await marcar(true)).json()).toMatchObject({
      value: true,
      message: m.envioActivado,
      data: { idCatProveedoresMarcasDetContacto: id, confirmarPagoCorreo: true },
    });
    expect((await contactos(det!, id)).data[0]!.confirmarPagoCorreo).toBe(true);
    expect((await marcar(false)).json()).toMatchObject({ message: m.envioDesactivado });
    expect((await contactos(det!, id)).data[0]!.confirmarPagoCorreo).toBe(false);
    const audit = await auditado('cat_proveedores_marcas_det_contacto', id);
    expect(audit.at(-1)).toMatchObject({
      antes: { confirmarPagoCorreo: true },
      despues: { confirmarPagoCorreo: false },
    });
    const nadie = await admin.post(`${B}/GuardarEnvioCorreo`, {
      idCatProveedoresMarcasDetContacto: 999_999,
      confirmarPagoCorreo: true,
    });
    expect(nadie.json()).toMatchObject({ value: false, message: m.contactoAjeno });
  });

  it('deletes a contact only through its own brand supplier (a GET, audited)', async () => {
    const [c] = (await contactos(otro!)).data;
    const id = c!.idCatProveedoresMarcasDetContacto;
    expect((await admin.get(`${B}/EliminarContacto/${det}/${id}`)).json()).toMatchObject({
      value: false,
      message: m.contactoAjeno,
    });
    expect((await contactos(otro!, id)).value).toBe(true);
    expect((await admin.get(`${B}/EliminarContacto/${otro}/${id}/`)).json()).toEqual({
      value: true,
      message: m.contactoEliminado,
      data: { idCatProveedoresMarcasDetContacto: id },
    });
    expect(await contactos(otro!, id)).toMatchObject({ value: false, message: m.contactoAjeno });
    expect((await admin.get(`${B}/EliminarContacto/${otro}/${id}`)).json().message).toBe(m.contactoAjeno);
    const [borrado] = await auditado('cat_proveedores_marcas_det_contacto', id);
    expect(borrado).toMatchObject({
      metodo: 'GET',
      despues: null,
      antes: { nombreContacto: c!.nombreContacto },
    });
  });
});
