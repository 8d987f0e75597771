import { format } from '@farmasi/contracts';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/session.ts';
import { catMedidas } from '../../../db/schema/index.ts';
import { abrirArticulos, json, nuevo } from './articulos.fixtures.ts';

const { admin, app, contar, db, detalle, paginaPendientes, pendientes } = await abrirArticulos();

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
      // The article form's catalogues and finders are the article screens' (issue 23).
      await consulta.post('/catalogos/formulas', { buscar: 'para' }),
      await consulta.get('/buscadores/buscar-formula/para'),
    ])
      expect(res.statusCode).toBe(403);
  });
});

describe('barcodes are at most 14 digits (GTIN-14, issue 30)', () => {
  // Two scans run together (1112227509999000011) or a refused code with a scan appended, cut to the
  // field's old 20 digits, used to be accepted.
  it('the check and the save refuse a longer barcode and write nothing', async () => {
    const valida = await admin.get('/catarticulos/validacodbarra/1112227509999000011');
    expect(valida.statusCode).toBe(400);
    expect(valida.json().message).toContain(m.codBarrasInvalido);
    expect((await json(admin.get('/catarticulos/validacodbarra/17509999000011'))).value).toBe(true);
    const antes = await contar('cat_articulos');
    const res = await admin.post(
      '/catarticulos/guardar',
      nuevo({ codBarras: [{ codBarras: '111222750999900001' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('El código de barras admite como máximo 14 dígitos.');
    expect(await contar('cat_articulos')).toBe(antes);
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
