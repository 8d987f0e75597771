import { format } from '@farmasi/contracts';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catArticulos, catArticulosCodBarras, catMedidas } from '../../../db/schema/index.ts';
import { DEMO_CADA_PENDIENTE, DEMO_DIFARMER } from '../../../seed/articulos.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Loose = any;
const json = async (p: Promise<{ json(): unknown }>) =>
  (await p).json() as { value: boolean; message: string; data: Loose };
type Pagina = {
  articulos: { codArticulo: number; articulo: string; formula: string }[];
  totalRegistros: number;
};
const paginaPendientes = async (query = '') =>
  (await json(admin.get(`/catarticulos/pendientes${query}`))).data as Pagina;
const pendientes = async (query = '') => (await paginaPendientes(query)).articulos;
const detalle = async (codigo: number) =>
  (await json(admin.get(`/catarticulos/consultar/detalle/${codigo}`))).data;
const contar = async (tabla: string) =>
  (
    (await db.execute(sql.raw(`select count(*)::int as n from ${tabla}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

/** A complete new chain-only article, valid for every rule of 000 §5. */
const nuevo = (over: Record<string, unknown> = {}) => ({
  codArticulo: 0,
  codArticuloFarmasi: 0,
  descripcion: 'GEL ANTIBACTERIAL 250 ML FARMASI',
  soloFarmasi: true,
  codBarras: [{ codArticulo: 0, codBarras: '7501234500017', tipo: 'F' }],
  codigoSAT: '53131600',
  registroSSA: '123M2020 SSA',
  fraccion: 'IV',
  codMedida: 1,
  farmasi: {
    formula: { codigo: 1, descripcion: '' },
    laboratorio: { codigo: 1, descripcion: '' },
    linea: { codigo: 1, descripcion: '' },
    familia: { codigo: 1, descripcion: '' },
    formaFarmaceutica: { codigo: 1, descripcion: '' },
    generico: { codigo: 0, descripcion: '' },
    proveedor: { codigo: 0, descripcion: '' },
  },
  ...over,
});

describe('permissions', () => {
  it('answers 401 without a token and 403 to a user without the screens', async () => {
    expect((await app.inject({ method: 'GET', url: '/admin/api/catarticulos/pendientes' })).statusCode).toBe(
      401,
    );
    const consulta = await signIn(app, 'consulta');
    for (const res of [
      await consulta.get('/catarticulos/pendientes'),
      await consulta.get('/catarticulos/consultar/detalle/1001'),
      await consulta.post('/catarticulos/guardar', nuevo()),
      await consulta.post('/catarticulos/agregar', nuevo()),
      await consulta.get('/sucursales/buscadores/ExistenciaSucursalesTotal/1001'),
      await consulta.get('/catarticulos/proveedor-costo/consultar/1'),
      await consulta.post('/catarticulos/grupo-de-productos/guardar-grupo', {
        codFormula: 1,
        grupo: 0,
        codArticuloFarmasi: 1,
      }),
      await consulta.get('/parametros/consultar/CODIGO_SAT_RECARGA'),
    ])
      expect(res.statusCode).toBe(403);
  });

  it('lets any signed-in user read the shared catalogues and finders', async () => {
    const consulta = await signIn(app, 'consulta');
    expect((await consulta.post('/catalogos/formulas', { buscar: 'para' })).statusCode).toBe(200);
    expect((await consulta.get('/buscadores/buscar-formula/para')).statusCode).toBe(200);
  });
});

describe('pending list and search', () => {
  it('pages the demo pending articles on the server, 50 by default, with the real count', async () => {
    const total = DEMO_DIFARMER / DEMO_CADA_PENDIENTE;
    const primera = await paginaPendientes();
    expect(primera.totalRegistros).toBe(total);
    expect(primera.articulos).toHaveLength(50);
    expect(primera.articulos[0]).toEqual({
      codArticulo: expect.any(Number),
      articulo: expect.any(String),
      formula: expect.any(String),
    });
    const nombres = primera.articulos.map((a) => a.articulo);
    expect(nombres).toEqual([...nombres].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const ultima = await paginaPendientes(`?pagina=${Math.ceil(total / 50)}`);
    expect(ultima.articulos.length).toBe(total - 50 * (Math.ceil(total / 50) - 1));
    expect((await paginaPendientes(`?pagina=2&tamanoPagina=25`)).articulos[0]).toEqual(
      (await pendientes('?tamanoPagina=26'))[25],
    );
  });

  it('searches the pending list: an exact code ends the search, else text in description or formula', async () => {
    const [p] = await pendientes();
    expect(await paginaPendientes(`?buscar=${p!.codArticulo}`)).toEqual({
      articulos: [p],
      totalRegistros: 1,
    });
    const formula = p!.formula.split(' ')[0]!;
    const porTexto = await paginaPendientes(
      `?buscar=${encodeURIComponent(formula.toLowerCase())}&tamanoPagina=200`,
    );
    expect(porTexto.totalRegistros).toBeGreaterThan(0);
    expect(
      porTexto.articulos.every((a) =>
        `${a.articulo} ${a.formula}`.toLowerCase().includes(formula.toLowerCase()),
      ),
    ).toBe(true);
    expect(await paginaPendientes('?buscar=zzzqqq')).toEqual({ articulos: [], totalRegistros: 0 });
    const grande = await admin.get('/catarticulos/pendientes?tamanoPagina=201');
    expect(grande.statusCode).toBe(400);
    expect(grande.json().message).toContain('200');
  });

  it('finds by exact DIFARMER code, chain code, barcode and text in description or formula', async () => {
    const [p] = await pendientes();
    const porCodigo = (await json(admin.post('/catarticulos/consultar', { buscar: String(p!.codArticulo) })))
      .data;
    expect(porCodigo).toEqual([
      expect.objectContaining({ codArticulo: p!.codArticulo, codArticuloFarmasi: 0 }),
    ]);
    const [a] = await db.select().from(catArticulos).limit(1);
    const porCadena = (
      await json(admin.post('/catarticulos/consultar', { buscar: String(a!.codArticuloFarmasi) }))
    ).data;
    expect(porCadena).toEqual([expect.objectContaining({ codArticuloFarmasi: a!.codArticuloFarmasi })]);
    const [b] = await db.select().from(catArticulosCodBarras).limit(1);
    const porBarras = (await json(admin.post('/catarticulos/consultar', { buscar: b!.codBarras }))).data;
    expect(porBarras[0].codArticuloFarmasi).toBe(b!.codArticuloFarmasi);
    const porTexto = (await json(admin.post('/catarticulos/consultar', { buscar: 'paracetamol' }))).data;
    expect(porTexto.length).toBeGreaterThan(5);
    for (const h of porTexto) expect(`${h.descripcion} ${h.formula}`.toLowerCase()).toContain('paracetamol');
    expect((await json(admin.post('/catarticulos/consultar', { buscar: 'zzzinexistente' }))).data).toEqual(
      [],
    );
  });

  it('answers a remembered detail and pending page until the catalogue changes', async () => {
    const [a] = await db.select().from(catArticulos).limit(1);
    const antes = await detalle(a!.codArticuloFarmasi);
    expect(await detalle(a!.codArticuloFarmasi)).toEqual(antes);
    await db.execute(
      sql`update cat_laboratorios set descripcion = descripcion || ' (RENOMBRADO)' where codigo = ${a!.codLaboratorio}`,
    );
    await vi.waitFor(async () =>
      expect((await detalle(a!.codArticuloFarmasi)).farmasi.laboratorio.descripcion).toContain(
        '(RENOMBRADO)',
      ),
    );
    const [p] = await pendientes();
    await db.execute(
      sql`update cat_articulos_difarmer set descripcion = '0 PRIMERO' where cod_articulo = ${p!.codArticulo}`,
    );
    await vi.waitFor(async () => expect((await pendientes())[0]?.articulo).toBe('0 PRIMERO'));
  });

  it('answers a broad search with the first 100 by description, as JSON', async () => {
    const res = await admin.post('/catarticulos/consultar', { buscar: 'mg' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const hits = res.json().data as { descripcion: string }[];
    expect(hits).toHaveLength(100);
    const nombres = hits.map((h) => h.descripcion);
    expect(nombres).toEqual([...nombres].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // The remembered answer is the same one.
    expect((await admin.post('/catarticulos/consultar', { buscar: ' MG ' })).json().data).toEqual(hits);
  });

  it('gives the chain-only search and the detail of a pending article with its chain side prefilled', async () => {
    const [p] = await pendientes();
    const d = await detalle(p!.codArticulo);
    expect(d).toMatchObject({
      codArticulo: p!.codArticulo,
      codArticuloFarmasi: 0,
      soloFarmasi: false,
      estatusFarmasi: 'A',
    });
    expect(d.difarmer.formula.descripcion).toBe(d.farmasi.formula.descripcion);
    expect(d.codBarras).toHaveLength(1);
    const solo = (
      await json(admin.post('/catarticulos/consultar/farmasi', { buscar: String(p!.codArticulo) }))
    ).data;
    expect(solo).toEqual([]);
    expect(await json(admin.get('/catarticulos/consultar/detalle/5'))).toEqual({
      value: false,
      message: format(m.noExiste, { codigo: 5 }),
      data: null,
    });
  });
});

describe('POST /catarticulos/guardar: the rules of 000 §5 in order', () => {
  const casos: [string, Record<string, unknown>, string][] = [
    ['description', { descripcion: '  ' }, m.sinDescripcion],
    ['barcode', { codBarras: [] }, m.sinCodBarras],
    ['SAT code', { codigoSAT: '123' }, m.codigoSat],
    ['SSA', { registroSSA: '' }, m.sinRegistroSsa],
    ['fraction', { fraccion: '' }, m.sinFraccion],
    ['measure', { codMedida: 0 }, m.sinMedida],
  ];
  for (const [nombre, over, mensaje] of casos)
    it(`refuses a missing ${nombre} with '${mensaje}' and writes nothing`, async () => {
      const antes = await contar('cat_articulos');
      expect(await json(admin.post('/catarticulos/guardar', nuevo(over)))).toEqual({
        value: false,
        message: mensaje,
        data: null,
      });
      expect(await contar('cat_articulos')).toBe(antes);
    });

  it('checks formula, laboratory, form, line and family in that order', async () => {
    const sin = (campos: string[]) => {
      const a = nuevo();
      const farmasi = { ...(a.farmasi as Record<string, unknown>) };
      for (const c of campos) farmasi[c] = { codigo: 0, descripcion: '' };
      return { ...a, farmasi };
    };
    const orden: [string[], string][] = [
      [['formula', 'laboratorio', 'linea'], m.sinFormula],
      [['laboratorio', 'formaFarmaceutica'], m.sinLaboratorio],
      [['formaFarmaceutica', 'linea'], m.sinFormaFarmaceutica],
      [['linea', 'familia'], m.sinLinea],
      [['familia'], m.sinFamilia],
    ];
    for (const [campos, mensaje] of orden)
      expect((await json(admin.post('/catarticulos/guardar', sin(campos)))).message).toBe(mensaje);
  });

  it('asks drops per ml only for a measure whose aplicar is true', async () => {
    const [gotas] = await db.select().from(catMedidas).where(eq(catMedidas.aplicar, true)).limit(1);
    const base = nuevo({ codMedida: gotas!.codigo, codBarras: [{ codBarras: '7501234500024' }] });
    (base.farmasi as Record<string, { codigo: number }>).formaFarmaceutica = {
      codigo: gotas!.codPresentacion,
    };
    expect((await json(admin.post('/catarticulos/guardar', base))).message).toBe(m.sinGotas);
    const ok = await json(admin.post('/catarticulos/guardar', { ...base, gotasML: 20 }));
    expect(ok).toMatchObject({
      value: true,
      message: m.guardado,
      data: { gotasML: 20, deshabilitaGotas: false },
    });
  });

  it('checks the airtime fields in order and skips the SAT check for airtime', async () => {
    const recarga = {
      articuloRecarga: true,
      codigoSAT: '',
      recargaProveedor: 1,
      recargaCompania: 1,
      recargaTipoProducto: 1,
      recargaCaracteristica: 'Recarga saldo Telcel',
      recargaImporte: 50,
      recargaDescripcion: 'Tiempo aire Telcel $50',
      codBarras: [{ codBarras: '7501234500031' }],
    };
    const orden: [Record<string, unknown>, string][] = [
      [{ recargaProveedor: 0, recargaCompania: 0 }, m.sinRecargaProveedor],
      [{ recargaCompania: 0 }, m.sinRecargaCompania],
      [{ recargaTipoProducto: 0 }, m.sinRecargaTipo],
      [{ recargaCaracteristica: '' }, m.sinRecargaCaracteristica],
      [{ recargaImporte: 0 }, m.sinRecargaImporte],
      [{ recargaDescripcion: '' }, m.sinRecargaDescripcion],
    ];
    for (const [over, mensaje] of orden)
      expect(await json(admin.post('/catarticulos/guardar', nuevo({ ...recarga, ...over })))).toMatchObject({
        value: false,
        message: mensaje,
      });
    const ok = await json(admin.post('/catarticulos/guardar', nuevo(recarga)));
    expect(ok.data).toMatchObject({ articuloRecarga: true, recargaImporte: 50, recargaCompania: 1 });
  });

  it('creates a chain-only article with a new chain code, copies the chain description, saves its barcodes', async () => {
    const busca = async (buscar: string) =>
      (await json(admin.post('/catarticulos/consultar', { buscar }))).data as { descripcion: string }[];
    // Searched before it exists: the remembered answer must not hide the new article afterwards.
    const previos = (await busca('gel antibacterial 250')).length;
    expect(await busca('7501234500048')).toEqual([]);
    const res = await json(
      admin.post('/catarticulos/guardar', nuevo({ codBarras: [{ codBarras: '7501234500048' }] })),
    );
    expect(res).toMatchObject({ value: true, message: m.guardado });
    expect(res.data.codArticuloFarmasi).toBeGreaterThan(900_000);
    expect(res.data.descripcionFarmasi).toBe('GEL ANTIBACTERIAL 250 ML FARMASI');
    expect(res.data.codBarras.map((b: { codBarras: string }) => b.codBarras)).toEqual(['7501234500048']);
    expect(await busca('GEL ANTIBACTERIAL 250')).toHaveLength(previos + 1);
    expect(await busca('7501234500048')).toHaveLength(1);
    // A change written by another process (an import, another server) is seen as well.
    await db.execute(
      sql`update cat_articulos set descripcion_farmasi = 'GEL ANTIBACTERIAL 250 ML CAMBIADO'
          where cod_articulo_farmasi = ${res.data.codArticuloFarmasi}`,
    );
    // Its notice arrives on another connection, moments after the commit.
    await vi.waitFor(async () =>
      expect((await busca('7501234500048'))[0]?.descripcion).toBe('GEL ANTIBACTERIAL 250 ML CAMBIADO'),
    );
    await db.execute(
      sql`update cat_articulos set descripcion_farmasi = 'GEL ANTIBACTERIAL 250 ML FARMASI'
          where cod_articulo_farmasi = ${res.data.codArticuloFarmasi}`,
    );
    // The same barcode on another article is refused and nothing is written.
    const antes = await contar('cat_articulos');
    const otra = await json(
      admin.post('/catarticulos/guardar', nuevo({ codBarras: [{ codBarras: '7501234500048' }] })),
    );
    expect(otra.message).toBe(
      format(m.codBarrasAsignado, {
        codBarras: '7501234500048',
        codigo: res.data.codArticuloFarmasi,
        descripcion: 'GEL ANTIBACTERIAL 250 ML FARMASI',
      }),
    );
    expect(await contar('cat_articulos')).toBe(antes);
    const valida = await json(admin.get('/catarticulos/validacodbarra/7501234500048'));
    expect(valida.value).toBe(false);
    expect((await json(admin.get('/catarticulos/validacodbarra/7509999999999'))).value).toBe(true);
    expect((await admin.get('/catarticulos/validacodbarra/75A')).statusCode).toBe(400);
  });

  it('completes a pending article through agregar: it leaves the list, wholesaler fields stay the wholesaler’s', async () => {
    const [p] = await pendientes();
    const d = await detalle(p!.codArticulo);
    const medidas = (await json(admin.get(`/catalogos/medidas/${d.farmasi.formaFarmaceutica.codigo}`))).data;
    const medida = medidas.find((x: { aplicar: boolean }) => !x.aplicar) ?? medidas[0];
    const body = {
      ...d,
      descripcion: 'INTENTO DE CAMBIO',
      codMedida: medida.codigo,
      gotasML: medida.aplicar ? 15 : 0,
      farmasi: {
        ...d.farmasi,
        familia: { codigo: 2, descripcion: '' },
        linea: { codigo: 1, descripcion: '' },
      },
    };
    const res = await json(admin.post('/catarticulos/agregar', body));
    expect(res).toMatchObject({ value: true, message: m.guardado });
    expect(res.data.descripcion).toBe(d.descripcion);
    expect(
      (await paginaPendientes(`?buscar=${p!.codArticulo}`)).articulos.some(
        (x) => x.codArticulo === p!.codArticulo,
      ),
    ).toBe(false);
    const again = await json(admin.post('/catarticulos/agregar', body));
    expect(again.value).toBe(false);
  });
});

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
