import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { auditoriaDe, escribirFilas } from '../../../../test/importador-pasos.ts';
import {
  catProveedores,
  catProveedoresMarcasCuentas,
  catProveedoresMarcasDet,
  catProveedoresMarcasDetContacto,
  catProveedoresMarcasEnc,
} from '../../../db/schema/index.ts';
import { filaProveedor as fila } from './importador.testutil.ts';
import { importadorProveedores as imp } from './importador.ts';

const { db } = await createTestApp();

const sinContacto = { departamento: '', cargo: '', contacto: '', correo: '', telefono: '', avisos: '' };
const sinCuenta = { banco: '', cuenta: '', nombreCuenta: '', principal: '' };
const archivo = [
  fila(),
  fila({
    ...sinContacto,
    banco: 'Banorte',
    cuenta: '072180001122334459',
    nombreCuenta: 'DFC Nómina',
    principal: 'N',
  }),
  fila({
    ...sinCuenta,
    correo: 'ventas@dfcentro.com.mx',
    departamento: 'Ventas',
    cargo: 'Ejecutivo',
    avisos: 'N',
  }),
  fila({
    codigo: '9102',
    nombre: 'Laboratorios del Sur',
    rfc: '',
    predeterminado: 'N',
    ...sinContacto,
    ...sinCuenta,
  }),
  fila({
    codigo: '9102',
    nombre: 'Laboratorios del Sur',
    rfc: '',
    marca: 'Marca Sur',
    predeterminado: '',
    ...sinContacto,
    banco: '2',
    cuenta: '4455667788',
    nombreCuenta: 'Lab Sur',
    principal: '',
  }),
];

const leer = async () => {
  const proveedores = await db
    .select()
    .from(catProveedores)
    .where(inArray(catProveedores.codProveedor, [9101, 9102]))
    .orderBy(asc(catProveedores.codProveedor));
  const pares = await db
    .select({ det: catProveedoresMarcasDet, marca: catProveedoresMarcasEnc })
    .from(catProveedoresMarcasDet)
    .innerJoin(
      catProveedoresMarcasEnc,
      eq(
        catProveedoresMarcasEnc.idCatProveedoresMarcasEnc,
        catProveedoresMarcasDet.idCatProveedoresMarcasEnc,
      ),
    )
    .where(inArray(catProveedoresMarcasDet.codProveedor, [9101, 9102]))
    .orderBy(asc(catProveedoresMarcasDet.idCatProveedoresMarcasDet));
  const ids = pares.map((p) => p.det.idCatProveedoresMarcasDet);
  const contactos = await db
    .select()
    .from(catProveedoresMarcasDetContacto)
    .where(inArray(catProveedoresMarcasDetContacto.idCatProveedoresMarcasDet, ids))
    .orderBy(asc(catProveedoresMarcasDetContacto.idCatProveedoresMarcasDetContacto));
  const cuentas = await db
    .select()
    .from(catProveedoresMarcasCuentas)
    .where(inArray(catProveedoresMarcasCuentas.idCatProveedoresMarcasDet, ids))
    .orderBy(asc(catProveedoresMarcasCuentas.idCatProveedoresMarcasCuentas));
  return { proveedores, pares, contactos, cuentas };
};

describe('escribir: suppliers with brands, contacts and accounts, upserted and audited', () => {
  it('inserts a new file: suppliers with their codes, new brands without image, one principal per pair', async () => {
    const { conteo, actor } = await escribirFilas(db, imp, archivo);
    expect(conteo).toEqual({ nuevos: 5, actualizados: 0, sinCambios: 0 });
    const { proveedores, pares, contactos, cuentas } = await leer();
    expect(proveedores.map((p) => [p.codProveedor, p.nombre, p.rfc, p.activo])).toEqual([
      [9101, 'Distribuidora Farmacéutica del Centro', 'DFC850312AB5', true],
      [9102, 'Laboratorios del Sur', '', true],
    ]);
    expect(
      pares.map((p) => [
        p.det.codProveedor,
        p.marca.nombre,
        p.marca.idArchivoImagen,
        p.det.vigencia,
        p.det.diasCredito,
        p.det.diasInventario,
        p.det.diasInventarioDefault,
      ]),
    ).toEqual([
      [9101, 'Marca Importada', null, 1, 30, 15, true],
      [9102, 'Marca Importada', null, 1, 30, 15, false],
      // A brand with suppliers always has a default: its only one.
      [9102, 'Marca Sur', null, 1, 30, 15, true],
    ]);
    expect(
      contactos.map((c) => [c.idCatProveedoresMarcasAreas, c.correo, c.telefono, c.confirmarPagoCorreo]),
    ).toEqual([
      [1, 'cobranza@dfcentro.com.mx', '2221234567', true],
      [2, 'ventas@dfcentro.com.mx', '2221234567', false],
    ]);
    expect(cuentas.map((c) => [c.banco, c.cuenta, c.nombreCuenta, c.cuentaPrincipal])).toEqual([
      [12, '012180001234567899', 'DFC Pagos', true],
      [72, '072180001122334459', 'DFC Nómina', false],
      // The pair's first account is its principal, whatever the row says.
      [2, '4455667788', 'Lab Sur', true],
    ]);
    const auditado = await auditoriaDe(db, actor);
    expect(auditado.map((a) => a.tabla)).toEqual([
      'cat_proveedores',
      'cat_proveedores',
      'cat_proveedores_marcas_enc',
      'cat_proveedores_marcas_enc',
      'cat_proveedores_marcas_det',
      'cat_proveedores_marcas_det',
      'cat_proveedores_marcas_det',
      // 'Marca Sur' gets its only supplier as default.
      'cat_proveedores_marcas_det',
      'cat_proveedores_marcas_det_contacto',
      'cat_proveedores_marcas_cuentas',
      'cat_proveedores_marcas_cuentas',
      'cat_proveedores_marcas_det_contacto',
      'cat_proveedores_marcas_cuentas',
    ]);
    expect(auditado[0]).toMatchObject({
      clave: '9101',
      antes: null,
      despues: { nombre: 'Distribuidora Farmacéutica del Centro' },
    });
  });

  it('changes nothing the second time', async () => {
    const { conteo, actor } = await escribirFilas(db, imp, archivo);
    expect(conteo).toEqual({ nuevos: 0, actualizados: 0, sinCambios: 5 });
    expect(await auditoriaDe(db, actor)).toEqual([]);
  });

  it('updates what changed: a name, a term, the default supplier and the principal account', async () => {
    const nombre = 'Distribuidora Farmacéutica del Centro Norte';
    const cambiado = [
      fila({ nombre, predeterminado: 'N', principal: 'N' }),
      fila({
        nombre,
        predeterminado: 'N',
        ...sinContacto,
        banco: 'Banorte',
        cuenta: '072180001122334459',
        nombreCuenta: 'DFC Nómina',
        principal: 'S',
      }),
      fila({
        codigo: '9102',
        nombre: 'Laboratorios del Sur',
        rfc: '',
        predeterminado: 'S',
        diasCredito: '60',
        ...sinContacto,
        ...sinCuenta,
      }),
    ];
    const { conteo, actor } = await escribirFilas(db, imp, cambiado);
    expect(conteo).toEqual({ nuevos: 0, actualizados: 3, sinCambios: 0 });
    const { proveedores, pares, cuentas } = await leer();
    expect(proveedores[0]!.nombre).toBe('Distribuidora Farmacéutica del Centro Norte');
    expect(
      pares.map((p) => [p.det.codProveedor, p.marca.nombre, p.det.diasCredito, p.det.diasInventarioDefault]),
    ).toEqual([
      [9101, 'Marca Importada', 30, false],
      [9102, 'Marca Importada', 60, true],
      [9102, 'Marca Sur', 30, true],
    ]);
    expect(cuentas.map((c) => [c.cuenta, c.cuentaPrincipal])).toEqual([
      ['012180001234567899', false],
      ['072180001122334459', true],
      ['4455667788', true],
    ]);
    const auditado = await auditoriaDe(db, actor);
    expect(auditado.map((a) => [a.tabla, a.antes && 'antes', a.despues && 'despues'])).toEqual([
      ['cat_proveedores', 'antes', 'despues'],
      ['cat_proveedores_marcas_det', 'antes', 'despues'],
      ['cat_proveedores_marcas_det', 'antes', 'despues'],
      ['cat_proveedores_marcas_cuentas', 'antes', 'despues'],
      ['cat_proveedores_marcas_cuentas', 'antes', 'despues'],
    ]);
    expect(auditado[1]).toMatchObject({
      antes: { diasInventarioDefault: true },
      despues: { diasInventarioDefault: false },
    });
    expect(auditado[2]).toMatchObject({
      antes: { diasCredito: 30 },
      despues: { diasCredito: 60, diasInventarioDefault: true },
    });
    expect(auditado[3]).toMatchObject({
      antes: { cuentaPrincipal: true },
      despues: { cuentaPrincipal: false },
    });
    expect(auditado[4]).toMatchObject({
      antes: { cuentaPrincipal: false },
      despues: { cuentaPrincipal: true },
    });
    // Run again: nothing left to change.
    expect((await escribirFilas(db, imp, cambiado)).conteo).toEqual({
      nuevos: 0,
      actualizados: 0,
      sinCambios: 3,
    });
  });

  it('moves the suppliers sequence past the imported codes', async () => {
    const [siguiente] = await db.insert(catProveedores).values({ nombre: 'Sin código' }).returning();
    expect(siguiente!.codProveedor).toBeGreaterThan(9102);
  });
});
