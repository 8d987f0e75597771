import { marcasMessages } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { empresasCreditoMessages as mr } from '@farmasi/contracts/contabilidad/empresas-credito';
import { contactoMessages as mc } from '@farmasi/contracts/proveedores/contacto/validar';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { verificarFilas } from '../../../../test/importador-pasos.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { filaProveedor } from './importador.testutil.ts';
import { importadorProveedores as imp } from './importador.ts';
import { C } from './importador-tipos.ts';

const { db } = await createTestApp();

const fila = filaProveedor;

describe('validar: one row alone, with the screens rules', () => {
  it('reads a good row: the phone keeps its digits, the RFC upper-case', () => {
    expect(imp.validar(fila({ rfc: 'dfc850312ab5', activo: 'N' }))).toEqual({
      valor: {
        codProveedor: 9101,
        nombre: 'Distribuidora Farmacéutica del Centro',
        rfc: 'DFC850312AB5',
        activo: false,
        marca: 'Marca Importada',
        vigencia: 1,
        diasCredito: 30,
        diasInventario: 15,
        predeterminado: true,
        contacto: {
          departamento: 'Crédito y cobranza',
          cargoDeArea: 'Gerente de cobranza',
          nombreContacto: 'Laura Méndez Ruiz',
          correo: 'cobranza@dfcentro.com.mx',
          telefono: '2221234567',
          confirmarPagoCorreo: true,
        },
        cuenta: { banco: '12', cuenta: '012180001234567899', nombreCuenta: 'DFC Pagos', principal: true },
      },
    });
    const soloElPar = fila({
      ...{ departamento: '', cargo: '', contacto: '', correo: '', telefono: '', avisos: '' },
      ...{ banco: '', cuenta: '', nombreCuenta: '', principal: '' },
    });
    expect(imp.validar(soloElPar)).toMatchObject({ valor: { contacto: null, cuenta: null } });
  });

  it('refuses the supplier, brand and terms cells with their reasons', () => {
    expect(
      imp.validar(fila({ codigo: '', marca: '', vigencia: '0', diasCredito: '', rfc: 'DFC8503' })),
    ).toEqual({
      errores: [
        { campo: C.codigo, razon: 'Es obligatorio.' },
        { campo: C.rfc, razon: mr.rfcInvalido },
        { campo: C.marca, razon: 'Es obligatorio.' },
        { campo: C.vigencia, razon: 'Debe ser un número entero entre 1 y 9.' },
        { campo: C.diasCredito, razon: 'Es obligatorio.' },
      ],
    });
    expect(imp.validar(fila({ rfc: 'DFC850312AB4', diasInventario: '1000' }))).toEqual({
      errores: [
        { campo: C.rfc, razon: mr.digitoVerificador },
        { campo: C.diasInventario, razon: 'Debe ser un número entero entre 0 y 999.' },
      ],
    });
    expect(imp.validar(fila({ rfc: 'xexx010101000' }))).toHaveProperty('valor.rfc', 'XEXX010101000');
    expect(imp.validar(fila({ rfc: 'XAXX010101000' }))).toEqual({
      errores: [{ campo: C.rfc, razon: mr.digitoVerificador }],
    });
  });

  it('refuses a contact or an account as the contacts screen does (the first rule broken of each)', () => {
    const errores = (o: Partial<Record<keyof typeof C, string>>) => {
      const r = imp.validar(fila(o));
      return 'errores' in r ? r.errores : [];
    };
    expect(errores({ departamento: '', cargo: '', contacto: '', correo: '', telefono: '' })).toEqual([
      { campo: C.departamento, razon: mc.sinDepartamento },
    ]);
    expect(errores({ correo: 'cobranza@' })).toEqual([{ campo: C.correo, razon: mc.formatoCorreo }]);
    expect(errores({ telefono: '222 123 456' })).toEqual([{ campo: C.telefono, razon: mc.formatoTelefono }]);
    expect(errores({ cuenta: '0121-8000' })).toEqual([{ campo: C.cuenta, razon: mc.cuentaDigitos }]);
    expect(errores({ cuenta: '012180001234567898' })).toEqual([{ campo: C.cuenta, razon: mc.clabeDigito }]);
    expect(errores({ banco: '72' })).toEqual([{ campo: C.cuenta, razon: mc.clabeBanco }]);
    expect(errores({ nombreCuenta: '' })).toEqual([{ campo: C.nombreCuenta, razon: mc.sinNombreCuenta }]);
    expect(errores({ banco: '', cuenta: '', nombreCuenta: '' })).toEqual([
      { campo: C.banco, razon: mc.sinBanco },
    ]);
    expect(errores({ principal: 'tal vez' })).toEqual([{ campo: C.principal, razon: 'Escriba S o N.' }]);
  });
});

describe('verificar: rows that repeat a supplier, a pair, a contact or an account agree', () => {
  it('refuses what disagrees with an earlier row, two defaults and two principals', async () => {
    const { errores } = await verificarFilas(db, imp, [
      fila(),
      fila({
        nombre: 'Otra razón social',
        correo: 'ventas@dfcentro.com.mx',
        cuenta: '1234567890',
        principal: 'N',
      }),
      fila({
        diasCredito: '45',
        correo: '',
        departamento: '',
        cargo: '',
        contacto: '',
        telefono: '',
        avisos: '',
        cuenta: '1234567891',
        principal: 'N',
      }),
      fila({ telefono: '2229999999', cuenta: '1234567892', principal: 'N' }),
      fila({ correo: 'pagos@dfcentro.com.mx', nombreCuenta: 'Otro nombre', principal: 'S' }),
      fila({ correo: 'pagos2@dfcentro.com.mx', cuenta: '1234567893', principal: 'S' }),
      fila({
        codigo: '9102',
        nombre: 'Laboratorios del Sur',
        rfc: 'DFC850312AB5',
        correo: 'x@sur.mx',
        cuenta: '',
        banco: '',
        nombreCuenta: '',
        principal: '',
      }),
    ]);
    expect(errores).toEqual([
      {
        linea: 3,
        campo: C.nombre,
        razon: 'El proveedor 9101 tiene otro nombre, RFC o valor de Activo en una fila anterior del archivo.',
      },
      {
        linea: 4,
        campo: C.marca,
        razon:
          'La marca Marca Importada del proveedor 9101 tiene otra vigencia, otros días o otro predeterminado en una fila anterior del archivo.',
      },
      {
        linea: 5,
        campo: C.correo,
        razon:
          'El contacto cobranza@dfcentro.com.mx de la marca Marca Importada tiene otros datos en una fila anterior del archivo.',
      },
      {
        linea: 6,
        campo: C.cuenta,
        razon:
          'La cuenta 012180001234567899 de la marca Marca Importada tiene otros datos en una fila anterior del archivo.',
      },
      {
        linea: 7,
        campo: C.principal,
        razon: 'Solo una cuenta puede ser la principal del proveedor 9101 con la marca Marca Importada.',
      },
      {
        linea: 8,
        campo: C.rfc,
        razon: 'El RFC DFC850312AB5 es de otro proveedor en una fila anterior del archivo.',
      },
      { linea: 8, campo: C.predeterminado, razon: marcasMessages.unSoloDefault },
    ]);
  });

  it('lets several foreign suppliers share the generic foreign RFC', async () => {
    const extranjero = { rfc: 'XEXX010101000', predeterminado: 'N' };
    const { errores } = await verificarFilas(db, imp, [
      fila({ ...extranjero, codigo: '9201', nombre: 'Pharma Import Corp' }),
      fila({ ...extranjero, codigo: '9202', nombre: 'Derma Labs Inc', correo: 'ventas@dermalabs.com' }),
    ]);
    expect(errores).toEqual([]);
  });

  it("refuses another supplier's RFC, unknown departments and banks, and a CLABE of another bank", async () => {
    const [otro] = await rowsOf<{ cod: number; rfc: string }>(
      db,
      sql`select cod_proveedor as cod, rfc from cat_proveedores where rfc <> '' order by cod_proveedor limit 1`,
    );
    await db.execute(sql`update cat_proveedores set rfc = 'LMS920415KT9' where cod_proveedor = ${otro!.cod}`);
    const { errores } = await verificarFilas(db, imp, [
      fila({ rfc: 'LMS920415KT9', departamento: 'Compras' }),
      fila({ codigo: '9102', rfc: '', predeterminado: 'N', banco: 'Banco Imaginario' }),
      fila({ codigo: '9103', rfc: '', predeterminado: 'N', banco: 'banorte' }),
      fila({ codigo: '9104', rfc: '', predeterminado: 'N', banco: 'bbva méxico', departamento: '2' }),
    ]);
    expect(errores).toEqual([
      { linea: 2, campo: C.rfc, razon: `El RFC LMS920415KT9 ya es del proveedor ${otro!.cod}.` },
      {
        linea: 2,
        campo: C.departamento,
        razon:
          'El departamento Compras no existe (son: Atención a clientes, Crédito y cobranza, Dirección, Logística, Ventas).',
      },
      { linea: 3, campo: C.banco, razon: 'El banco Banco Imaginario no existe.' },
      { linea: 4, campo: C.cuenta, razon: mc.clabeBanco },
    ]);
  });
});
