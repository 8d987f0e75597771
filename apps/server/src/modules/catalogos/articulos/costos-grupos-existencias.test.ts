import { format } from '@farmasi/contracts';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catArticulos } from '../../../db/schema/index.ts';
import { abrirArticulos, json, nuevo } from './articulos.fixtures.ts';

const { admin, db } = await abrirArticulos();

describe('supplier costs', () => {
  it('validates in order, keeps one default, assigns branches once per article, deletes', async () => {
    const creado = (
      await json(admin.post('/catarticulos/guardar', nuevo({ codBarras: [{ codBarras: '7501234500055' }] })))
    ).data;
    const cod = creado.codArticuloFarmasi;
    const costo = {
      idCatArticulosProveedoresCostosEnc: 0,
      codArticulo: cod,
      idCatProveedoresMarcasEnc: 1,
      idCatProveedoresMarcasDet: 1,
      costo: 10.1234,
      precioMayoreo: 12.5,
      precioPublico: 15.9,
      precioGlobal: true,
    };
    const orden: [Record<string, unknown>, string][] = [
      [{ idCatProveedoresMarcasEnc: 0, idCatProveedoresMarcasDet: 0 }, m.sinMarca],
      [{ idCatProveedoresMarcasDet: 0, precioMayoreo: 0 }, m.sinProveedor],
      [{ precioMayoreo: 0, precioPublico: 0 }, m.precioMayoreo],
      [{ precioPublico: 0, costo: 0 }, m.precioPublico],
      [{ costo: 0 }, m.costo],
      [{ idCatProveedoresMarcasDet: 5 }, m.proveedorNoEsDeMarca],
    ];
    for (const [over, mensaje] of orden)
      expect(
        (await json(admin.post('/catarticulos/proveedor-costo/guardar', { ...costo, ...over }))).message,
      ).toBe(mensaje);
    const uno = await json(admin.post('/catarticulos/proveedor-costo/guardar', costo));
    expect(uno.data).toMatchObject({ costo: 10.1234, precioMayoreo: 12.5, precioGlobal: true });
    const dos = await json(
      admin.post('/catarticulos/proveedor-costo/guardar', {
        ...costo,
        idCatProveedoresMarcasDet: 2,
        costo: 11,
      }),
    );
    const lista = (await json(admin.get(`/catarticulos/proveedor-costo/consultar/${cod}`))).data;
    expect(lista.filter((c: { precioGlobal: boolean }) => c.precioGlobal)).toHaveLength(1);
    expect(lista.find((c: { precioGlobal: boolean }) => c.precioGlobal).idCatProveedoresMarcasDet).toBe(2);
    expect(
      (await json(admin.post('/catarticulos/proveedor-costo/guardar', { ...costo, precioGlobal: false })))
        .message,
    ).toBe(m.costoDuplicado);

    const idUno = uno.data.idCatArticulosProveedoresCostosEnc;
    const idDos = dos.data.idCatArticulosProveedoresCostosEnc;
    const sucursales = (await json(admin.get(`/catarticulos/proveedor-costo/consultar/detalle/${idUno}`)))
      .data;
    expect(sucursales[0]).toMatchObject({ seleccionado: false, tipoDocumento: expect.any(Number) });
    const [s1, s2] = sucursales;
    const guardadas = await json(
      admin.post(`/catarticulos/proveedor-costo/guardar/detalle/${idUno}`, [
        { ...s1, seleccionado: true },
        { ...s2, seleccionado: true },
      ]),
    );
    expect(guardadas.data.map((s: { codSucursal: number }) => s.codSucursal).sort()).toEqual(
      [s1.codSucursal, s2.codSucursal].sort(),
    );
    const ocupada = await json(
      admin.post(`/catarticulos/proveedor-costo/guardar/detalle/${idDos}`, [{ ...s1, seleccionado: true }]),
    );
    expect(ocupada.message).toBe(format(m.sucursalEnOtroCosto, { sucursal: s1.sucursal }));
    const libres = (await json(admin.get(`/catarticulos/proveedor-costo/consultar/detalle/${idDos}`))).data;
    expect(libres.some((s: { codSucursal: number }) => s.codSucursal === s1.codSucursal)).toBe(false);

    // Rule 5: an article with cost rows must have a default; the article save refuses otherwise.
    await db.execute(
      sql`update cat_articulos_proveedores_costos_enc set precio_global = false where cod_articulo_farmasi = ${cod}`,
    );
    expect((await json(admin.post('/catarticulos/guardar', creado))).message).toBe(m.sinPrecioGlobal);

    expect(
      (
        await json(
          admin.post('/catarticulos/proveedor-costo/eliminar', { idCatArticulosProveedoresCostosEnc: idUno }),
        )
      ).message,
    ).toBe(m.costoEliminado);
    expect((await json(admin.get(`/catarticulos/proveedor-costo/${idUno}`))).message).toBe(m.costoNoExiste);
  });
});

describe('product groups', () => {
  it('adds to a new group, marks one principal, refuses removing it, removes another', async () => {
    const formulas = (await json(admin.post('/catalogos/formulas', { buscar: 'PARACETAMOL' }))).data;
    const f = formulas.find((x: { descripcion: string }) => x.descripcion === 'PARACETAMOL');
    expect(f.desglozar).toBe(true);
    const arts = await db.select().from(catArticulos).where(eq(catArticulos.codFormula, f.codigo)).limit(2);
    const [a, b] = arts;
    const body = (cod: number, grupo: number) => ({ codFormula: f.codigo, grupo, codArticuloFarmasi: cod });
    expect(
      (await json(admin.post('/catarticulos/grupo-de-productos/guardar-grupo', body(0, 0)))).message,
    ).toBe(m.sinProductoOGrupo);
    const g1 = await json(
      admin.post('/catarticulos/grupo-de-productos/guardar-grupo', body(a!.codArticuloFarmasi, 0)),
    );
    const grupo = g1.data[0].grupo;
    expect(g1.data[0]).toMatchObject({ codArticuloFarmasi: 0, descripcionFarmasi: `Grupo ${grupo}` });
    await json(
      admin.post('/catarticulos/grupo-de-productos/guardar-grupo', body(b!.codArticuloFarmasi, grupo)),
    );
    await json(
      admin.post(
        '/catarticulos/grupo-de-productos/marcar-producto-principal',
        body(b!.codArticuloFarmasi, grupo),
      ),
    );
    const marcado = await json(
      admin.post(
        '/catarticulos/grupo-de-productos/marcar-producto-principal',
        body(a!.codArticuloFarmasi, grupo),
      ),
    );
    const principales = marcado.data.filter((r: { articuloPrincipal: boolean }) => r.articuloPrincipal);
    expect(principales.map((r: { codArticuloFarmasi: number }) => r.codArticuloFarmasi)).toEqual([
      a!.codArticuloFarmasi,
    ]);
    expect(
      (
        await json(
          admin.post('/catarticulos/grupo-de-productos/eliminar-grupo', body(a!.codArticuloFarmasi, grupo)),
        )
      ).message,
    ).toBe(m.principalNoSeElimina);
    const quitado = await json(
      admin.post('/catarticulos/grupo-de-productos/eliminar-grupo', body(b!.codArticuloFarmasi, grupo)),
    );
    expect(quitado.data.map((r: { codArticuloFarmasi: number }) => r.codArticuloFarmasi)).toEqual([
      0,
      a!.codArticuloFarmasi,
    ]);
    const consultado = (await json(admin.get(`/catarticulos/grupo-de-productos/consultar-grupo/${f.codigo}`)))
      .data;
    expect(consultado).toEqual(quitado.data);
  });

  it('refuses a formula without desglozar', async () => {
    const formulas = (await json(admin.post('/catalogos/formulas', { buscar: 'KETOROLACO' }))).data;
    const [a] = await db
      .select()
      .from(catArticulos)
      .where(eq(catArticulos.codFormula, formulas[0].codigo))
      .limit(1);
    const res = await json(
      admin.post('/catarticulos/grupo-de-productos/guardar-grupo', {
        codFormula: formulas[0].codigo,
        grupo: 0,
        codArticuloFarmasi: a!.codArticuloFarmasi,
      }),
    );
    expect(res.message).toBe(m.grupoNoHabilitado);
  });
});

describe('stock, parameters, statuses, catalogues and finders', () => {
  it('gives stock per branch for an article and the info message for none', async () => {
    const [conStock] = (
      (await db.execute(sql`select cod_articulo_farmasi as c from existencias limit 1`)) as unknown as {
        rows: { c: number }[];
      }
    ).rows;
    const rows = (await json(admin.get(`/sucursales/buscadores/ExistenciaSucursalesTotal/${conStock!.c}`)))
      .data;
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.some((r: { propia: number }) => r.propia === 1)).toBe(true);
    expect(rows.some((r: { propia: number }) => r.propia === 0)).toBe(true);
    expect((await json(admin.get('/sucursales/buscadores/ExistenciaSucursalesTotal/0'))).message).toBe(
      m.sinArticuloExistencia,
    );
  });

  it('reads the airtime SAT parameter and the statuses', async () => {
    expect((await json(admin.get('/parametros/consultar/CODIGO_SAT_RECARGA'))).data.valor).toMatch(/^\d{8}$/);
    expect((await json(admin.get('/parametros/consultar/NO_EXISTE'))).value).toBe(false);
    const estatus = (await json(admin.get('/catarticulos/articuloestatuscon'))).data;
    expect(estatus).toContainEqual({ estatus: 'A', descripcion: 'Activo' });
  });

  it('answers every catalogue', async () => {
    for (const p of [
      'laboratorios',
      'lineas',
      'familias',
      'presentaciones',
      'genericos',
      'articulosproveedoresmarcas',
    ])
      expect((await json(admin.post(`/catalogos/${p}`, { buscar: '' }))).data.length).toBeGreaterThan(2);
    const labs = (await json(admin.post('/catalogos/laboratorios', { buscar: 'pisa' }))).data;
    expect(labs).toEqual([expect.objectContaining({ descripcion: 'LABORATORIOS PISA' })]);
    for (const p of [
      'formasadministracion',
      'proveedores',
      'proveedores/1',
      'obtenergenerico/1',
      'medidas/7',
      'marcas',
    ])
      expect((await json(admin.get(`/catalogos/${p}`))).data.length).toBeGreaterThan(0);
    expect((await json(admin.get('/catalogos/recargas/proveedores'))).data[0]).toEqual({
      idProveedor: expect.any(Number),
      proveedor: expect.any(String),
    });
    expect((await json(admin.get('/catalogos/recargas/companias'))).data[0]).toHaveProperty('nombreCompania');
    expect((await json(admin.get('/catalogos/recargas/tipoproductos'))).data[0]).toHaveProperty(
      'tipoProducto',
    );
  });

  it('answers every finder, exact code first', async () => {
    expect((await json(admin.get('/buscadores/buscar-formula/1'))).data[0].codigo).toBe(1);
    expect((await json(admin.get('/buscadores/buscar-proveedores/nadro'))).data).toHaveLength(1);
    expect((await json(admin.get('/buscadores/buscar-productos/amoxi'))).data.length).toBe(50);
    expect((await json(admin.get('/buscadores/buscar-articulos-difarmer/1001'))).data[0].codigo).toBe(1001);
    expect((await json(admin.get('/buscadores/buscar-empleados/adriana'))).data.length).toBeGreaterThan(0);
    expect((await json(admin.get('/buscadores/buscar-licenciatarios/farmacia'))).data.length).toBeGreaterThan(
      0,
    );
    expect(
      (await json(admin.post('/buscadores/buscar-sucursal', { buscar: '' }))).data.length,
    ).toBeGreaterThan(0);
    expect((await json(admin.post('/buscadores/buscar-marca', { buscar: 'pisa' }))).data).toHaveLength(1);
  });
});
