import { format } from '@farmasi/contracts';
import { ecommerceMessages as m, validarNuevoItem } from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { barEcommercePrincipal, barEcommerceVariantes } from './tablas.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const E = '/baranetos/catalogos/catarticulosecommerce';

const item = (
  CodArticulo: number,
  DescripcionVariante: string,
  ValorVariante: string,
  extra: object = {},
) => ({
  CodArticulo,
  DescripcionVariante,
  ValorVariante,
  IdCatArticulosVariantesOpciones: 1,
  ...extra,
});
const guardar = async (body: object, ruta = 'guardar') => (await admin.post(`${E}/${ruta}`, body)).json();
const nuevo = {
  idCatArticulosArticuloPrincipal: 0,
  Descripcion: 'Cepillo dental colores',
  ManejaVariantes: true,
  CodArticulo: null,
  Articulos: [item(102001, 'Azul', '#1677ff'), item(102002, 'Rojo', '#f5222d')],
};

describe('adding a variant item, the three refusals in order', () => {
  it('refuses a repeated article, description or value', () => {
    const items = [
      { CodArticulo: 1, DescripcionVariante: 'Azul', ValorVariante: '#0000ff', EsEliminado: 0 as const },
    ];
    expect(
      validarNuevoItem(items, { CodArticulo: 1, DescripcionVariante: 'Azul', ValorVariante: '#0000ff' }),
    ).toBe(m.articuloAgregado);
    expect(
      validarNuevoItem(items, { CodArticulo: 2, DescripcionVariante: 'azul ', ValorVariante: '#0000ff' }),
    ).toBe(m.descripcionAgregada);
    expect(
      validarNuevoItem(items, { CodArticulo: 2, DescripcionVariante: 'Marino', ValorVariante: '#0000FF' }),
    ).toBe(m.valorAgregado);
    expect(
      validarNuevoItem([{ ...items[0]!, EsEliminado: 1 }], {
        CodArticulo: 1,
        DescripcionVariante: 'Azul',
        ValorVariante: '#0000ff',
      }),
    ).toBeNull();
  });
});

describe('catalogue calls', () => {
  it('lists the variant types and searches articles by code, barcode or text', async () => {
    const tipos = (await admin.get(`${E}/variantes/`)).json().data;
    expect(tipos.slice(0, 2)).toEqual([
      { idCatArticulosVariantesOpciones: 1, descripcion: 'Color' },
      { idCatArticulosVariantesOpciones: 2, descripcion: 'Tono' },
    ]);
    expect((await admin.get(`${E}/variantes/tal`)).json().data).toEqual([
      { idCatArticulosVariantesOpciones: 3, descripcion: 'Talla' },
    ]);
    const [primero] = (await admin.get(`${E}/busquedaarticulo/102001`)).json().data;
    expect(primero.codArticulo).toBe(102001);
    expect((await admin.get(`${E}/busquedaarticulo/${primero.codBarras}`)).json().data[0].codArticulo).toBe(
      102001,
    );
    expect((await admin.get(`${E}/busquedaarticulo/arroz`)).json().data.length).toBeGreaterThan(0);
  });

  it('lists the demo principals, filtered by variant type', async () => {
    const todos = (await admin.get(`${E}/consulta/0`)).json().data as { varianteSeleccionada: number }[];
    expect(todos.length).toBeGreaterThan(20);
    const tamanos = (await admin.get(`${E}/consulta/4`)).json().data as typeof todos;
    expect(tamanos.length).toBeGreaterThan(0);
    expect(tamanos.every((p) => p.varianteSeleccionada === 4)).toBe(true);
  });
});

describe('guardar and editar', () => {
  it('refuses in order and saves nothing', async () => {
    const antes = (await db.select().from(barEcommercePrincipal)).length;
    expect(await guardar({ ...nuevo, Descripcion: ' ' })).toMatchObject({
      value: false,
      message: m.sinDescripcion,
    });
    expect(await guardar({ ...nuevo, Articulos: [] })).toMatchObject({
      value: false,
      message: m.sinVariantes,
    });
    expect(await guardar({ ...nuevo, ManejaVariantes: false })).toMatchObject({
      value: false,
      message: m.sinArticulo,
    });
    expect(
      await guardar({
        ...nuevo,
        Articulos: [item(102001, 'Azul', '#000001'), item(102001, 'Rojo', '#000002')],
      }),
    ).toMatchObject({ value: false, message: m.articuloAgregado });
    expect(
      await guardar({
        ...nuevo,
        Articulos: [item(102001, 'Azul', '#000001'), item(102002, 'azul', '#000002')],
      }),
    ).toMatchObject({ value: false, message: m.descripcionAgregada });
    expect(
      await guardar({
        ...nuevo,
        Articulos: [item(102001, 'Azul', '#000001'), item(102002, 'Rojo', '#000001')],
      }),
    ).toMatchObject({ value: false, message: m.valorAgregado });
    expect(await guardar({ ...nuevo, Articulos: [item(99, 'Azul', '#000001')] })).toMatchObject({
      value: false,
      message: format(m.articuloNoExiste, { codArticulo: 99 }),
    });
    const [demo] = (await admin.get(`${E}/consulta/0`)).json().data;
    expect(await guardar({ ...nuevo, Descripcion: demo.descripcion.toUpperCase() })).toMatchObject({
      value: false,
      message: m.duplicado,
    });
    expect(
      await guardar({
        ...nuevo,
        ManejaVariantes: false,
        CodArticulo: demo.codArticulo ?? 100001,
        Articulos: [],
      }),
    ).toMatchObject({ value: false });
    expect((await db.select().from(barEcommercePrincipal)).length).toBe(antes);
  });

  it('checks each variant value by its type: a colour for Color and Tono, any text otherwise (issue 30)', async () => {
    const antes = (await db.select().from(barEcommercePrincipal)).length;
    for (const tipo of [1, 2]) {
      expect(
        await guardar({
          ...nuevo,
          Descripcion: 'Playera básica',
          Articulos: [item(102001, 'Chico', 'Chico', { IdCatArticulosVariantesOpciones: tipo })],
        }),
      ).toMatchObject({ value: false, message: m.valorNoColor });
    }
    expect(
      await guardar({ ...nuevo, Descripcion: 'Playera básica', Articulos: [item(102001, 'Azul', ' ')] }),
    ).toMatchObject({ value: false, message: m.sinValor });
    expect((await db.select().from(barEcommercePrincipal)).length).toBe(antes);
    const talla = await guardar({
      ...nuevo,
      Descripcion: 'Playera básica',
      Articulos: [item(102001, 'Chico', 'Chico', { IdCatArticulosVariantesOpciones: 3 })],
    });
    expect(talla).toMatchObject({ value: true, data: { tipoVariante: 'Talla' } });
    await admin.get(`${E}/eliminar/${talla.data.idCatArticulosArticuloPrincipal}`);
  });

  it('refuses a description that differs only by accents or case (issue 30)', async () => {
    const creado = await guardar({
      ...nuevo,
      Descripcion: 'Café de olla molido',
      ManejaVariantes: false,
      CodArticulo: 102001,
      Articulos: [],
    });
    expect(creado.value).toBe(true);
    for (const Descripcion of ['CAFE DE OLLA MOLIDO', 'cafe de olla molido', 'Cafè de Ólla molido'])
      expect(
        await guardar({ ...nuevo, Descripcion, ManejaVariantes: false, CodArticulo: 102002, Articulos: [] }),
      ).toMatchObject({ value: false, message: m.duplicado });
    const id = creado.data.idCatArticulosArticuloPrincipal as number;
    // Its own name with other accents is not a duplicate of itself.
    expect(
      (
        await guardar(
          {
            ...nuevo,
            idCatArticulosArticuloPrincipal: id,
            Descripcion: 'Cafe De Olla Molido',
            ManejaVariantes: false,
            CodArticulo: 102001,
            Articulos: [],
          },
          'editar',
        )
      ).value,
    ).toBe(true);
    await admin.get(`${E}/eliminar/${id}`);
  });

  it('creates with colour variants, edits removing a persisted item and adding one, then deletes', async () => {
    const creado = await guardar(nuevo);
    expect(creado).toMatchObject({
      value: true,
      message: m.guardado,
      data: { manejaVariantes: true, varianteSeleccionada: 1, tipoVariante: 'Color' },
    });
    const id = creado.data.idCatArticulosArticuloPrincipal as number;
    const traido = (await admin.get(`${E}/traearticulos/${id}`)).json().data;
    expect(traido.articulos.map((a: { ValorVariante: string }) => a.ValorVariante)).toEqual([
      '#1677ff',
      '#f5222d',
    ]);

    const [azul, rojo] = traido.articulos;
    const editado = await guardar(
      {
        ...nuevo,
        idCatArticulosArticuloPrincipal: id,
        Articulos: [{ ...azul, EsEliminado: 1 }, rojo, item(102003, 'Verde', '#52c41a')],
      },
      'editar',
    );
    expect(editado.value).toBe(true);
    expect(editado.data.articulos.map((a: { DescripcionVariante: string }) => a.DescripcionVariante)).toEqual(
      ['Rojo', 'Verde'],
    );
    const filas = await db
      .select()
      .from(barEcommerceVariantes)
      .where(eq(barEcommerceVariantes.idPrincipal, id));
    expect(filas.map((f) => f.codArticulo).sort()).toEqual([102002, 102003]);

    // The article of another principal cannot join this one.
    const otro = await guardar({
      ...nuevo,
      Descripcion: 'Otro',
      Articulos: [item(102002, 'Rojo', '#ff0000')],
    });
    expect(otro).toMatchObject({
      value: false,
      message: format(m.articuloEnOtro, { codArticulo: 102002, descripcion: nuevo.Descripcion }),
    });

    expect((await admin.get(`${E}/eliminar/${id}`)).json()).toEqual({
      value: true,
      message: m.eliminado,
      data: null,
    });
    expect(
      await db.select().from(barEcommerceVariantes).where(eq(barEcommerceVariantes.idPrincipal, id)),
    ).toHaveLength(0);
    expect((await admin.get(`${E}/traearticulos/${id}`)).json()).toMatchObject({
      value: false,
      message: m.noExiste,
    });
    expect(await guardar({ ...nuevo, idCatArticulosArticuloPrincipal: id }, 'editar')).toMatchObject({
      value: false,
      message: m.noExiste,
    });
  });
});

describe('permissions', () => {
  it('refuses every call to a user without the screen', async () => {
    const cajero = await signIn(app, 'cajero');
    for (const url of [
      `${E}/consulta/0`,
      `${E}/variantes/`,
      `${E}/busquedaarticulo/arroz`,
      `${E}/traearticulos/1`,
      `${E}/eliminar/1`,
    ])
      expect((await cajero.get(url)).statusCode).toBe(403);
    expect((await cajero.post(`${E}/guardar`, nuevo)).statusCode).toBe(403);
    expect((await cajero.post(`${E}/editar`, nuevo)).statusCode).toBe(403);
  });
});
