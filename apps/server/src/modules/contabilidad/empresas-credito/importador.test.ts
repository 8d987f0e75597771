import { empresasCreditoMessages as m } from '@farmasi/contracts/contabilidad/empresas-credito';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { auditoriaDe, escribirFilas, verificarFilas } from '../../../../test/importador-pasos.ts';
import {
  clientesCredito,
  clientesCreditoCorreos,
  clientesCreditoDomicilios,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { importadorClientes as imp } from './importador.ts';
import { C } from './importador-tipos.ts';

const { db } = await createTestApp();
const [lugar] = await rowsOf<{ cp: string; colonia: string; municipio: string; estado: string }>(
  db,
  sql`select codigo_postal as cp, colonia, municipio, estado from cat_codigos_postales
       order by codigo_postal, colonia limit 1`,
);

const filaCliente = (o: Partial<Record<keyof typeof C, string>> = {}) => {
  const base: Record<keyof typeof C, string> = {
    rfc: 'FUC850312AB3',
    nombre: 'Farmacéuticos Unidos del Centro',
    nombreComercial: 'Farmacias Unidas',
    regimenFiscal: '601',
    telefono: '222 123 4567',
    publicoGeneral: '',
    calle: 'Av. Juárez',
    numExterior: '100',
    numInterior: '',
    codPostal: lugar!.cp,
    colonia: lugar!.colonia,
    correos: 'facturas@unidos.mx; pagos@unidos.mx',
  };
  return Object.fromEntries(Object.entries({ ...base, ...o }).map(([k, v]) => [C[k as keyof typeof C], v]));
};
const fila = filaCliente;
const errores = (o: Partial<Record<keyof typeof C, string>>) => {
  const r = imp.validar(fila(o));
  return 'errores' in r ? r.errores : [];
};

describe('validar: the screen save body, one row alone', () => {
  it('reads a good row: RFC upper-case, the phone with the screen mask, the e-mails as a list', () => {
    expect(
      imp.validar(fila({ rfc: 'fuc850312ab3', correos: 'a@unidos.mx, b@unidos.mx  c@unidos.mx' })),
    ).toEqual({
      valor: {
        codCliente: 0,
        rfc: 'FUC850312AB3',
        nombre: 'Farmacéuticos Unidos del Centro',
        nombreComercial: 'Farmacias Unidas',
        telefono: '(222) 123-4567',
        regimenFiscal: '601',
        publicoGeneral: false,
        correos: ['a@unidos.mx', 'b@unidos.mx', 'c@unidos.mx'],
        domicilio: {
          calle: 'Av. Juárez',
          colonia: lugar!.colonia,
          numExterior: '100',
          numInterior: '',
          codPostal: lugar!.cp,
        },
      },
    });
  });

  it('refuses with the screen messages, naming the column', () => {
    expect(errores({ rfc: 'FUC8503' })).toEqual([{ campo: C.rfc, razon: m.rfcInvalido }]);
    expect(errores({ rfc: 'FUC850312AB3XX' })).toEqual([{ campo: C.rfc, razon: m.rfcInvalido }]);
    expect(errores({ rfc: 'XAXX010101000' })).toEqual([{ campo: C.rfc, razon: m.rfcGenerico }]);
    expect(errores({ correos: '' })).toEqual([{ campo: C.correos, razon: m.alMenosUnCorreo }]);
    expect(errores({ correos: 'facturas@unidos' })).toEqual([{ campo: C.correos, razon: m.correoInvalido }]);
    expect(errores({ correos: Array.from({ length: 10 }, (_, i) => `f${i}@unidos.mx`).join(';') })).toEqual([
      { campo: C.correos, razon: m.correosMax },
    ]);
    expect(errores({ nombre: '' })).toEqual([{ campo: C.nombre, razon: m.razonSocial }]);
    expect(errores({ calle: ' ' })).toEqual([{ campo: C.calle, razon: m.calle }]);
    expect(errores({ codPostal: '7200' })).toEqual([{ campo: C.codPostal, razon: m.codigoPostal }]);
    expect(errores({ colonia: '' })).toEqual([{ campo: C.colonia, razon: m.colonia }]);
    expect(errores({ regimenFiscal: '' })).toEqual([{ campo: C.regimenFiscal, razon: m.regimen }]);
    expect(errores({ telefono: '222 123 456' })).toEqual([{ campo: C.telefono, razon: m.telefono }]);
    expect(errores({ publicoGeneral: 'a veces' })).toEqual([
      { campo: C.publicoGeneral, razon: 'Escriba S o N.' },
    ]);
  });
});

describe('verificar: the screen RFC verification and the colony of the postal code', () => {
  it('refuses each with its column', async () => {
    const { errores: e } = await verificarFilas(db, imp, [
      fila({ rfc: 'FUC850312AB4' }),
      fila({ rfc: 'HSA990101K39', regimenFiscal: '612' }),
      fila({ rfc: 'GAML800215HJ1', regimenFiscal: '612', codPostal: '00001' }),
      fila({ rfc: 'FUC850312AB3', nombre: 'Farmacéuticos Unidos del Centro, S.A. de C.V.' }),
      fila({ rfc: 'HSA990101K39', colonia: 'Colonia Inventada' }),
    ]);
    expect(e).toEqual([
      { linea: 2, campo: C.rfc, razon: m.digitoVerificador },
      { linea: 3, campo: C.regimenFiscal, razon: m.regimenNoAplica('moral') },
      { linea: 4, campo: C.codPostal, razon: m.cpNoExiste('00001') },
      { linea: 5, campo: C.nombre, razon: m.nombreConRegimen },
      {
        linea: 6,
        campo: C.colonia,
        razon: expect.stringMatching(
          new RegExp(`^La colonia Colonia Inventada no es del código postal ${lugar!.cp} \\(son: `),
        ),
      },
    ]);
  });
});

describe('escribir: upsert by RFC through the screen write, audited', () => {
  const archivo = [
    fila({ colonia: lugar!.colonia.toUpperCase() }),
    fila({
      rfc: 'GAML800215HJ1',
      nombre: 'Martha García López',
      regimenFiscal: '612',
      correos: 'martha@correo.mx',
    }),
  ];
  const leer = async () => {
    const clientes = await db
      .select()
      .from(clientesCredito)
      .where(inArray(clientesCredito.rfc, ['FUC850312AB3', 'GAML800215HJ1']))
      .orderBy(clientesCredito.rfc);
    const [domicilio] = await db
      .select()
      .from(clientesCreditoDomicilios)
      .where(eq(clientesCreditoDomicilios.codCliente, clientes[0]!.codCliente));
    const correos = await db
      .select({ correo: clientesCreditoCorreos.correo })
      .from(clientesCreditoCorreos)
      .where(eq(clientesCreditoCorreos.codCliente, clientes[1]!.codCliente))
      .orderBy(clientesCreditoCorreos.idCorreo);
    return { clientes, domicilio, correos: correos.map((c) => c.correo) };
  };

  it('inserts the new customers with the address and e-mails the screen stores', async () => {
    const { conteo, actor } = await escribirFilas(db, imp, archivo);
    expect(conteo).toEqual({ nuevos: 2, actualizados: 0, sinCambios: 0 });
    const { clientes, domicilio } = await leer();
    expect(clientes.map((c) => [c.rfc, c.nombre, c.regimenFiscal, c.telefono])).toEqual([
      ['FUC850312AB3', 'Farmacéuticos Unidos del Centro', '601', '(222) 123-4567'],
      ['GAML800215HJ1', 'Martha García López', '612', '(222) 123-4567'],
    ]);
    // The colony as the catalogue writes it, and its place from the catalogue.
    expect(domicilio).toMatchObject({
      colonia: lugar!.colonia,
      codPostal: lugar!.cp,
      municipio: lugar!.municipio,
      estado: lugar!.estado,
    });
    const auditado = await auditoriaDe(db, actor);
    expect(auditado.map((a) => [a.tabla, a.clave, a.antes])).toEqual([
      ['clientes_credito', String(clientes[0]!.codCliente), null],
      ['clientes_credito', String(clientes[1]!.codCliente), null],
    ]);
    expect(auditado[0]!.despues).toMatchObject({
      rfc: 'FUC850312AB3',
      domicilio: { calle: 'Av. Juárez' },
      correos: ['facturas@unidos.mx', 'pagos@unidos.mx'],
    });
  });

  it('changes nothing the second time, and updates only the changed customer', async () => {
    const otra = await escribirFilas(db, imp, archivo);
    expect(otra.conteo).toEqual({ nuevos: 0, actualizados: 0, sinCambios: 2 });
    expect(await auditoriaDe(db, otra.actor)).toEqual([]);

    const cambio = await escribirFilas(db, imp, [
      archivo[0]!,
      fila({
        rfc: 'GAML800215HJ1',
        nombre: 'Martha García López',
        regimenFiscal: '626',
        correos: 'martha@correo.mx;conta@correo.mx',
      }),
    ]);
    expect(cambio.conteo).toEqual({ nuevos: 0, actualizados: 1, sinCambios: 1 });
    const { clientes, correos } = await leer();
    expect(clientes[1]!.regimenFiscal).toBe('626');
    expect(correos).toEqual(['martha@correo.mx', 'conta@correo.mx']);
    const [a] = await auditoriaDe(db, cambio.actor);
    expect(a).toMatchObject({
      tabla: 'clientes_credito',
      antes: { regimenFiscal: '612', correos: ['martha@correo.mx'] },
      despues: { regimenFiscal: '626', correos: ['martha@correo.mx', 'conta@correo.mx'] },
    });
  });
});
