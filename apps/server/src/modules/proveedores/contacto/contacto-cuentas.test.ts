import { contactoMessages as m } from '@farmasi/contracts/proveedores/contacto/validar';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { B, cuentaValida, llamadasContacto } from './contacto.testutil.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const { filas, cuentas, contactos, guardarCuenta, guardarContacto, auditado, principales } = llamadasContacto(
  admin,
  db,
);
const todas = await filas();
const [sinCuentas] = todas.filter((f) => f.cuentas === 0).map((f) => f.idCatProveedoresMarcasDet);
const [conCuentas, otro] = todas.filter((f) => f.cuentas >= 2).map((f) => f.idCatProveedoresMarcasDet);

describe('banks and accounts', () => {
  it('lists the banks, and the accounts of a brand supplier with the principal first', async () => {
    const bancos = (await admin.get(`${B}/ObtenerBancos`)).json().data;
    expect(bancos).toContainEqual({ codigo: 12, descripcion: 'BBVA MEXICO' });
    const nombres = bancos.map((b: { descripcion: string }) => b.descripcion);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')));
    const lista = await cuentas(conCuentas!);
    expect(lista.value).toBe(true);
    expect(lista.data[0]!.cuentaPrincipal).toBe(true);
    expect(lista.data.filter((c) => c.cuentaPrincipal)).toHaveLength(1);
    expect(Object.keys(lista.data[0]!).sort()).toEqual(
      [
        'idCatProveedoresMarcasCuentas',
        'idCatProveedoresMarcasDet',
        'banco',
        'clave',
        'cuenta',
        'nombreCuenta',
        'cuentaPrincipal',
      ].sort(),
    );
    const una = lista.data[1]!;
    expect((await cuentas(conCuentas!, una.idCatProveedoresMarcasCuentas)).data).toEqual([una]);
    expect(await cuentas(otro!, una.idCatProveedoresMarcasCuentas)).toMatchObject({
      value: false,
      message: m.cuentaAjena,
    });
    expect((await cuentas(sinCuentas!)).data).toEqual([]);
  });

  it("checks the account in the spec's order, and that the bank, the supplier and the number are right", async () => {
    for (const [o, mensaje] of [
      [{ banco: 0, cuenta: '' }, m.sinBanco],
      [{ cuenta: ' ', nombreCuenta: '' }, m.sinCuenta],
      [{ cuenta: '0121-8000', nombreCuenta: '' }, m.cuentaDigitos],
      [{ cuenta: '1'.repeat(51) }, m.cuentaLarga],
      [{ nombreCuenta: '  ' }, m.sinNombreCuenta],
      [{ cuenta: '012180001234567898' }, m.clabeDigito],
      [{ cuenta: '072180001122334459' }, m.clabeBanco],
      [{ nombreCuenta: 'n'.repeat(51) }, m.nombreCuentaLargo],
      [{ banco: 999, cuenta: '1234567890' }, m.bancoNoExiste],
      [{ idCatProveedoresMarcasDet: 999_999 }, m.detalleNoExiste],
    ] as const) {
      expect(await guardarCuenta(cuentaValida(sinCuentas!, o)), JSON.stringify(o)).toMatchObject({
        value: false,
        message: mensaje,
      });
    }
    expect((await cuentas(sinCuentas!)).data).toEqual([]);
    const [existente] = (await cuentas(conCuentas!)).data;
    expect(
      await guardarCuenta(cuentaValida(conCuentas!, { cuenta: existente!.cuenta, banco: existente!.clave })),
    ).toMatchObject({
      value: false,
      message: m.cuentaRepetida.replace('{cuenta}', existente!.cuenta),
    });
  });

  it('makes the first account principal, and marking another unmarks it in the same save', async () => {
    const primera = await guardarCuenta({
      IdCatProveedoresMarcasCuentas: 0,
      IdCatProveedoresMarcasDet: sinCuentas,
      Banco: 72,
      Cuenta: ' 072180001122334459 ',
      NombreCuenta: 'Pagos a proveedores',
      CuentaPrincipal: false,
    });
    expect(primera).toMatchObject({
      value: true,
      message: m.cuentaGuardada,
      data: { banco: 'BANORTE', clave: 72, cuenta: '072180001122334459', cuentaPrincipal: true },
    });
    const segunda = await guardarCuenta(cuentaValida(sinCuentas!));
    expect(segunda.data.cuentaPrincipal).toBe(false);
    const marcada = await guardarCuenta(
      cuentaValida(sinCuentas!, {
        idCatProveedoresMarcasCuentas: segunda.data.idCatProveedoresMarcasCuentas,
        cuentaPrincipal: true,
      }),
    );
    expect(marcada).toMatchObject({
      value: true,
      message: m.principalMarcada,
      data: { cuentaPrincipal: true },
    });
    const lista = (await cuentas(sinCuentas!)).data;
    expect(lista.map((c) => [c.idCatProveedoresMarcasCuentas, c.cuentaPrincipal])).toEqual([
      [segunda.data.idCatProveedoresMarcasCuentas, true],
      [primera.data.idCatProveedoresMarcasCuentas, false],
    ]);
    expect((await principales(sinCuentas!)).n).toBe(1);
    const audit = await auditado(
      'cat_proveedores_marcas_cuentas',
      primera.data.idCatProveedoresMarcasCuentas,
    );
    expect(audit.at(-1)).toMatchObject({
      antes: { cuentaPrincipal: true },
      despues: { cuentaPrincipal: false },
    });
    // A new account marked principal takes it too.
    const tercera = await guardarCuenta(
      cuentaValida(sinCuentas!, { cuenta: '1234567890', banco: 2, cuentaPrincipal: true }),
    );
    expect(tercera).toMatchObject({ message: m.principalMarcada, data: { cuentaPrincipal: true } });
    expect((await principales(sinCuentas!)).n).toBe(1);
  });

  it('edits an account, never unmarks the principal alone, and refuses one of another supplier', async () => {
    const [principal, otra] = (await cuentas(conCuentas!)).data;
    const editar = (c: typeof principal, o: Record<string, unknown>) =>
      guardarCuenta({
        idCatProveedoresMarcasCuentas: c!.idCatProveedoresMarcasCuentas,
        idCatProveedoresMarcasDet: conCuentas,
        banco: c!.clave,
        cuenta: c!.cuenta,
        nombreCuenta: c!.nombreCuenta,
        cuentaPrincipal: c!.cuentaPrincipal,
        ...o,
      });
    // Another bank: a plain account number (a CLABE's first digits are its bank's code).
    expect(
      await editar(otra, { nombreCuenta: 'Cuenta en pesos', banco: 14, cuenta: '5544332211' }),
    ).toMatchObject({
      value: true,
      message: m.cuentaGuardada,
      data: { nombreCuenta: 'Cuenta en pesos', banco: 'SANTANDER', cuentaPrincipal: false },
    });
    expect(await editar(principal, { cuentaPrincipal: false })).toMatchObject({
      value: false,
      message: m.principalNoSeQuita,
    });
    expect(
      (await cuentas(conCuentas!, principal!.idCatProveedoresMarcasCuentas)).data[0]!.cuentaPrincipal,
    ).toBe(true);
    const ajena = await guardarCuenta(
      cuentaValida(otro!, { idCatProveedoresMarcasCuentas: otra!.idCatProveedoresMarcasCuentas }),
    );
    expect(ajena).toMatchObject({ value: false, message: m.cuentaAjena });
  });
});

describe('taking the supplier off its brand (S12)', () => {
  it('takes its contacts and accounts with it, audited', async () => {
    // A supplier newly added to a brand: no article is priced through it (S12 refuses the others).
    const [libre] = await rowsOf<{ id: number }>(
      db,
      sql`insert into cat_proveedores_marcas_det (id_cat_proveedores_marcas_enc, cod_proveedor)
            select e.id_cat_proveedores_marcas_enc, p.cod_proveedor
              from cat_proveedores_marcas_enc e cross join cat_proveedores p
             where not exists (select 1 from cat_proveedores_marcas_det d
                                where d.id_cat_proveedores_marcas_enc = e.id_cat_proveedores_marcas_enc
                                  and d.cod_proveedor = p.cod_proveedor)
             limit 1
            returning id_cat_proveedores_marcas_det as id`,
    );
    const id = libre!.id;
    const cuenta = await guardarCuenta(cuentaValida(id, { cuenta: '99887766554433' }));
    const contacto = await guardarContacto({
      idCatProveedoresMarcasDetContacto: 0,
      idCatProveedoresMarcasAreas: 1,
      idCatProveedoresMarcasDet: id,
      cargoDeArea: 'Cobranza',
      nombreContacto: 'Irma Solís',
      correo: 'irma@prov.mx',
      telefono: '3312345678',
    });
    expect([cuenta.value, contacto.value]).toEqual([true, true]);
    const res = (await admin.get(`/proveedores/EliminarProveedorDeMarca/${id}`)).json();
    expect(res.value, res.message).toBe(true);
    expect(await contactos(id)).toMatchObject({ value: false, message: m.detalleNoExiste });
    const [n] = await rowsOf<{ n: number }>(
      db,
      sql`select (select count(*) from cat_proveedores_marcas_det_contacto where id_cat_proveedores_marcas_det = ${id})
                 + (select count(*) from cat_proveedores_marcas_cuentas where id_cat_proveedores_marcas_det = ${id})::int as n`,
    );
    expect(Number(n!.n)).toBe(0);
    const audit = await auditado(
      'cat_proveedores_marcas_det_contacto',
      contacto.data.idCatProveedoresMarcasDetContacto,
    );
    expect(audit.at(-1)).toMatchObject({ despues: null, antes: { nombreContacto: 'Irma Solís' } });
    const auditCuenta = await auditado(
      'cat_proveedores_marcas_cuentas',
      cuenta.data.idCatProveedoresMarcasCuentas,
    );
    expect(auditCuenta.at(-1)).toMatchObject({ despues: null, antes: { cuenta: '99887766554433' } });
  });
});
