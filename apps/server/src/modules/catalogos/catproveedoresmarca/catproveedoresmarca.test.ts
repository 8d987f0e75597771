import { marcasMessages as m } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import {
  catArticulos,
  catArticulosProveedoresCostosEnc,
  catProveedoresMarcasEnc,
} from '../../../db/schema/index.ts';
import { imagenBmp } from '../../../platform/imagenes.ts';
import { B, llamadasMarcas, PNG } from './marcas.testutil.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const { guardarMarca, marcas } = llamadasMarcas(app, admin);
const marcaLlamada = async (nombre: string) =>
  (await marcas()).find((x: { nombre: string }) => x.nombre === nombre);
const cuenta = async () =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(catProveedoresMarcasEnc))[0]!.n;

describe('proveedormarca-consultar', () => {
  it('lists the brands in Spanish order with their image and number of suppliers', async () => {
    const res = (await admin.get(`${B}/proveedormarca-consultar/1`)).json();
    expect(res.value).toBe(true);
    const pisa = res.data.find((x: { nombre: string }) => x.nombre === 'PISA');
    expect(pisa).toMatchObject({
      proveedoresCount: 3,
      imagenNueva: expect.stringMatching(/^\/admin\/api\/archivos\/\d+$/),
    });
    const img = await app.inject({ method: 'GET', url: pisa.imagenNueva });
    expect(img.headers['content-type']).toBe('image/png');
    // The last demo brand has no image yet.
    expect(res.data.find((x: { nombre: string }) => x.nombre === 'KENER').imagenNueva).toBe('');
    const nombres = res.data.map((x: { nombre: string }) => x.nombre);
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('answers a Spanish 400 for a value other than 0 or 1', async () => {
    const res = await admin.get(`${B}/proveedormarca-consultar/2`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Use 1 para las marcas activas o 0 para todas.');
  });
});

describe('proveedormarca-guardar', () => {
  it('checks the name then the image, refuses a file that is not an image by content, and saves nothing', async () => {
    const antes = await cuenta();
    expect((await guardarMarca({ idCatProveedoresMarcasEnc: 0, nombre: ' ' }, PNG)).json().message).toBe(
      m.sinNombre,
    );
    expect((await guardarMarca({ idCatProveedoresMarcasEnc: 0, nombre: 'NUEVA' })).json().message).toBe(
      m.sinImagen,
    );
    const bmp = { nombre: 'logo.png', contenido: imagenBmp({ ancho: 4, alto: 4 }) };
    expect((await guardarMarca({ idCatProveedoresMarcasEnc: 0, nombre: 'NUEVA' }, bmp)).json().message).toBe(
      m.imagenTipo,
    );
    const grande = { nombre: 'g.png', contenido: Buffer.concat([PNG.contenido, Buffer.alloc(600 * 1024)]) };
    expect(
      (await guardarMarca({ idCatProveedoresMarcasEnc: 0, nombre: 'NUEVA' }, grande)).json().message,
    ).toBe(m.imagenTamano);
    expect((await guardarMarca({ idCatProveedoresMarcasEnc: 0, nombre: 'pisa' }, PNG)).json().message).toBe(
      m.marcaDuplicada.replace('{nombre}', 'pisa'),
    );
    expect(await cuenta()).toBe(antes);
  });

  it('creates a brand with its image, renames it keeping the image, and completes one without image', async () => {
    const creada = (await guardarMarca({ idCatProveedoresMarcasEnc: 0, nombre: 'BIOCHEM' }, PNG)).json();
    expect(creada).toMatchObject({
      value: true,
      message: m.guardada,
      data: { nombre: 'BIOCHEM', proveedoresCount: 0 },
    });
    const id = creada.data.idCatProveedoresMarcasEnc;
    const renombrada = (await guardarMarca({ idCatProveedoresMarcasEnc: id, nombre: 'BIOCHEM MX' })).json();
    expect(renombrada.data).toMatchObject({ nombre: 'BIOCHEM MX', imagenNueva: creada.data.imagenNueva });
    const kener = await marcaLlamada('KENER');
    expect(
      (
        await guardarMarca({ idCatProveedoresMarcasEnc: kener.idCatProveedoresMarcasEnc, nombre: 'KENER' })
      ).json().message,
    ).toBe(m.sinImagen);
    const conImagen = (
      await guardarMarca({ idCatProveedoresMarcasEnc: kener.idCatProveedoresMarcasEnc, nombre: 'KENER' }, PNG)
    ).json();
    expect(conImagen.data.imagenNueva).not.toBe('');
    expect((await guardarMarca({ idCatProveedoresMarcasEnc: 99999, nombre: 'X' }, PNG)).json().message).toBe(
      m.marcaNoExiste,
    );
  });
});

describe('suppliers of a brand', () => {
  it('lists them with their terms, the default first', async () => {
    const pisa = await marcaLlamada('PISA');
    const lista = (
      await admin.get(`${B}/proveedorPormarca-consultar/${pisa.idCatProveedoresMarcasEnc}`)
    ).json().data;
    expect(lista).toHaveLength(3);
    expect(lista[0]).toMatchObject({
      diasInventarioDefault: true,
      vigencia: 1,
      diasCredito: 30,
      diasInventario: 15,
    });
    expect(lista.filter((p: { diasInventarioDefault: boolean }) => p.diasInventarioDefault)).toHaveLength(1);
    expect((await admin.get(`${B}/proveedorPormarca-consultar/99999`)).json().message).toBe(m.marcaNoExiste);
  });

  it('checks in order (at least one, vigencia, credit days, repeats, inactive) and saves a change and an addition', async () => {
    const { idCatProveedoresMarcasEnc: id } = await marcaLlamada('GENOMMA');
    const actuales = (await admin.get(`${B}/proveedorPormarca-consultar/${id}`)).json().data;
    const fila = { ...actuales[0] };
    delete fila.descripcion;
    // The spec's list form: every row names its brand.
    const guardar = (proveedores: object[]) =>
      admin.post(
        `${B}/GuardarProveedorPorMarca`,
        proveedores.map((p) => ({ idCatProveedoresMarcasEnc: id, ...p })),
      );
    const vacia = await guardar([]);
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json().message).toContain(m.sinProveedores);
    expect((await guardar([{ ...fila, vigencia: 0 }])).json().message).toBe(m.sinVigencia);
    expect((await guardar([{ ...fila, diasCredito: 0 }])).json().message).toBe(m.sinDiasCredito);
    expect((await guardar([fila, { ...fila, idCatProveedoresMarcasDet: 0 }])).json().message).toBe(
      m.proveedorRepetido.replace('{codigo}', String(fila.codigo)),
    );
    const largo = await guardar([{ ...fila, vigencia: 10 }]);
    expect(largo.statusCode).toBe(400);
    expect(largo.json().message).toContain('Admite como máximo 1 dígito.');
    const usados = new Set(actuales.map((p: { codigo: number }) => p.codigo));
    const nuevo = [1, 2, 3, 4, 5, 6, 7, 8].find((c) => !usados.has(c))!;
    const res = (
      await guardar([
        { ...fila, diasCredito: 90, diasInventarioDefault: false },
        {
          idCatProveedoresMarcasDet: 0,
          codigo: nuevo,
          vigencia: 2,
          diasCredito: 15,
          diasInventario: 7,
          diasInventarioDefault: true,
        },
      ])
    ).json();
    expect(res).toMatchObject({ value: true, message: m.proveedoresGuardados });
    expect(res.data).toHaveLength(actuales.length + 1);
    expect(res.data[0]).toMatchObject({ codigo: nuevo, diasInventarioDefault: true, diasInventario: 7 });
    expect(res.data.find((p: { codigo: number }) => p.codigo === fila.codigo)).toMatchObject({
      diasCredito: 90,
    });
  });

  it('takes a supplier off the brand unless articles are priced through it', async () => {
    const { idCatProveedoresMarcasEnc: id } = await marcaLlamada('GENOMMA');
    const lista = (await admin.get(`${B}/proveedorPormarca-consultar/${id}`)).json().data;
    const conCosto = new Set(
      (
        await db
          .selectDistinct({ id: catArticulosProveedoresCostosEnc.idCatProveedoresMarcasDet })
          .from(catArticulosProveedoresCostosEnc)
      ).map((r) => r.id),
    );
    type Fila = { idCatProveedoresMarcasDet: number; descripcion: string; diasInventarioDefault: boolean };
    const libre = (lista as Fila[]).find((p) => !conCosto.has(p.idCatProveedoresMarcasDet))!;
    // The default taken off: the first of the others (listed by name after the default) takes it.
    const resto = (lista as Fila[]).filter((p) => p !== libre);
    const nuevo = libre.diasInventarioDefault ? resto[0] : undefined;
    const res = (await admin.get(`${B}/EliminarProveedorDeMarca/${libre.idCatProveedoresMarcasDet}`)).json();
    expect(res).toEqual({
      value: true,
      message: nuevo ? m.nuevoPredeterminado.replace('{nombre}', nuevo.descripcion) : m.proveedorEliminado,
      data: {
        idCatProveedoresMarcasDet: libre.idCatProveedoresMarcasDet,
        idPredeterminado: nuevo?.idCatProveedoresMarcasDet ?? 0,
      },
    });
    expect(
      (await admin.get(`${B}/EliminarProveedorDeMarca/${libre.idCatProveedoresMarcasDet}`)).json().message,
    ).toBe(m.detalleNoExiste);
    const [usado] = [...conCosto];
    expect((await admin.get(`${B}/EliminarProveedorDeMarca/${usado}`)).json().message).toBe(
      m.detalleConCostos,
    );
  });
});

describe("a brand's articles and their order", () => {
  it('lists them in the stored order and saves a new one renumbered 1..n', async () => {
    const { idCatProveedoresMarcasEnc: id } = await marcaLlamada('PISA');
    const lista = (await admin.get(`${B}/proveedormarcas-consultar/${id}/0`)).json().data;
    expect(lista.length).toBeGreaterThan(2);
    expect(lista[0].ordenProveedor).toBe(1);
    const invertida = [...lista].reverse().map((a: { codArticulo: number }, i: number) => ({
      codArticulo: a.codArticulo,
      ordenProveedor: (i + 1) * 10,
    }));
    const res = (
      await admin.post(`${B}/GuardarOrdenProveedores`, {
        idCatProveedoresMarcasEnc: id,
        articulos: invertida,
      })
    ).json();
    expect(res.message).toBe(m.ordenGuardado);
    expect(res.data.map((a: { codArticulo: number }) => a.codArticulo)).toEqual(
      invertida.map((a) => a.codArticulo),
    );
    expect(res.data.map((a: { ordenProveedor: number }) => a.ordenProveedor)).toEqual(
      invertida.map((_, i) => i + 1),
    );
  });

  it("refuses an article that is not the brand's, or one listed twice, changing nothing", async () => {
    const { idCatProveedoresMarcasEnc: id } = await marcaLlamada('PISA');
    const antes = (await admin.get(`${B}/proveedormarcas-consultar/${id}/0`)).json().data;
    const [ajeno] = await db
      .select({ c: sql<number>`max(${catArticulos.codArticuloFarmasi})::int + 1` })
      .from(catArticulos);
    if (!ajeno) throw new Error('sin artículos');
    const mal = await admin.post(`${B}/GuardarOrdenProveedores`, {
      idCatProveedoresMarcasEnc: id,
      articulos: [{ codArticulo: Number(ajeno.c), ordenProveedor: 1 }],
    });
    expect(mal.json().message).toBe(m.articuloAjeno.replace('{codigo}', String(ajeno.c)));
    const doble = antes[0].codArticulo;
    const repetido = await admin.post(`${B}/GuardarOrdenProveedores`, {
      idCatProveedoresMarcasEnc: id,
      articulos: [
        { codArticulo: doble, ordenProveedor: 1 },
        { codArticulo: doble, ordenProveedor: 2 },
      ],
    });
    expect(repetido.json().message).toBe(m.articuloRepetido.replace('{codigo}', String(doble)));
    expect((await admin.get(`${B}/proveedormarcas-consultar/${id}/0`)).json().data).toEqual(antes);
  });
});

describe('security', () => {
  const llamadas: [string, string, object?][] = [
    ['GET', `${B}/proveedormarca-consultar/1`],
    ['GET', `${B}/proveedorPormarca-consultar/1`],
    ['POST', `${B}/GuardarProveedorPorMarca`, []],
    ['GET', `${B}/EliminarProveedorDeMarca/1`],
    ['GET', `${B}/proveedormarcas-consultar/1/0`],
    ['POST', `${B}/GuardarOrdenProveedores`, { idCatProveedoresMarcasEnc: 1, articulos: [] }],
  ];

  it('answers 401 to every call without a token', async () => {
    for (const [method, url, payload] of llamadas) {
      const res = await app.inject({
        method: method as 'GET',
        url: `/admin/api${url}`,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await guardarMarca({ idCatProveedoresMarcasEnc: 0, nombre: 'X' }, PNG, '')).statusCode).toBe(401);
  });

  it('answers 403 to every call of a user without the screen', async () => {
    const consulta = await signIn(app, 'consulta');
    for (const [method, url, payload] of llamadas) {
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, payload);
      expect(res.statusCode, url).toBe(403);
    }
    expect(
      (await guardarMarca({ idCatProveedoresMarcasEnc: 0, nombre: 'X' }, PNG, consulta.token)).statusCode,
    ).toBe(403);
    expect(
      await db.select().from(catProveedoresMarcasEnc).where(eq(catProveedoresMarcasEnc.nombre, 'X')),
    ).toEqual([]);
  });
});
