import { demandaMessages as m } from '@farmasi/contracts/administracion/reiniciar-demanda';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria, catSucursales } from '../../../db/schema/index.ts';
import { hoy } from '../../../platform/fechas.ts';
import { abrir, ELIMINAR, GUARDAR, LISTA, type Pagina } from './demanda.fixtures.ts';
import { catArticulosReiniciarDemanda as tabla } from './tablas.ts';

const { db, admin, cajero } = await abrir();

const dia = (offset: number) => {
  const [y, mes, d] = hoy().split('-').map(Number);
  return new Date(Date.UTC(y!, mes! - 1, d! + offset)).toISOString().slice(0, 10);
};
const renglones = (codArticulo: number) => db.select().from(tabla).where(eq(tabla.codArticulo, codArticulo));
const propias = async () =>
  (await admin.post('/catalogos/sucursalespropias', { buscar: '' })).json().data as { codigo: number }[];
/** Articles with no demo row, one per test. */
let siguiente = 3950;
const articuloLibre = () => siguiente++;

describe('saving a restart date', () => {
  it('checks the branch first, then the article, then the date', async () => {
    const vacio = { Codarticulo: 0, Codsucursal: 0, FechaDemanda: hoy() };
    const cases = [
      [vacio, m.sucursalRequerida],
      [{ ...vacio, Codsucursal: 1 }, m.articuloRequerido],
      [{ ...vacio, todasLasSucursales: true }, m.articuloRequerido],
      [{ Codarticulo: articuloLibre(), Codsucursal: 1, FechaDemanda: dia(1) }, m.fechaFutura],
    ] as const;
    for (const [body, message] of cases) {
      const res = await admin.post(GUARDAR, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ value: false, message, data: null });
    }
  });

  it('saves one row for one own branch, with the user of the token and today allowed', async () => {
    const [sucursal] = await propias();
    const cod = articuloLibre();
    const res = await cajero.post(GUARDAR, {
      Codarticulo: cod,
      Codsucursal: sucursal!.codigo,
      FechaDemanda: hoy(),
      Usuario: 'otro',
    });
    expect(res.json()).toEqual({ value: true, message: m.guardado, data: { registros: 1 } });
    const filas = await renglones(cod);
    expect(filas).toMatchObject([{ codSucursal: sucursal!.codigo, fechaDemanda: hoy() }]);
    const lista = (await admin.get(`${LISTA}/${sucursal!.codigo}/1?buscar=${cod}`)).json().data as Pagina;
    expect(lista.renglones).toMatchObject([{ codarticulo: cod, fechaDemanda: hoy(), des_usuario: 'cajero' }]);
  });

  it("'Todas las Sucursales' saves one row per own branch in one go", async () => {
    const cod = articuloLibre();
    const todas = await propias();
    const res = await admin.post(GUARDAR, {
      Codarticulo: cod,
      Codsucursal: 0,
      todasLasSucursales: true,
      FechaDemanda: dia(-3),
    });
    expect(res.json().message).toBe(m.guardadoTodas.replace('{n}', String(todas.length)));
    const filas = await renglones(cod);
    expect(filas.map((f) => f.codSucursal).sort((a, b) => a - b)).toEqual(
      todas.map((s) => s.codigo).sort((a, b) => a - b),
    );
    expect(filas.every((f) => f.fechaDemanda === dia(-3))).toBe(true);
  });

  it('saving an article already set in a branch moves its date and user (same row)', async () => {
    const cod = articuloLibre();
    const [a, b] = await propias();
    await admin.post(GUARDAR, { Codarticulo: cod, Codsucursal: a!.codigo, FechaDemanda: dia(-10) });
    const [antes] = await renglones(cod);
    await admin.post(GUARDAR, { Codarticulo: cod, Codsucursal: b!.codigo, FechaDemanda: dia(-10) });
    const res = await cajero.post(GUARDAR, {
      Codarticulo: cod,
      Codsucursal: 0,
      todasLasSucursales: true,
      FechaDemanda: dia(-1),
    });
    expect(res.json().value).toBe(true);
    const filas = await renglones(cod);
    expect(filas).toHaveLength((await propias()).length);
    const mismo = filas.find((f) => f.codSucursal === a!.codigo);
    expect(mismo?.idCatArticulosReiniciarDemanda).toBe(antes!.idCatArticulosReiniciarDemanda);
    expect(mismo?.fechaDemanda).toBe(dia(-1));
    expect(mismo?.idUsuario).not.toBe(antes!.idUsuario);
    const auditado = await db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.tabla, 'cat_articulos_reiniciar_demanda'),
          eq(auditoria.clave, String(mismo!.idCatArticulosReiniciarDemanda)),
        ),
      )
      .orderBy(auditoria.id);
    expect(auditado.length).toBe(2);
    expect(auditado.at(-1)?.antes).toMatchObject({ fechaDemanda: dia(-10) });
  });

  it('refuses a licensee branch and an article outside the DIFARMER catalogue, saving nothing', async () => {
    const [licenciatario] = await db.select().from(catSucursales).where(eq(catSucursales.propia, 0)).limit(1);
    const cod = articuloLibre();
    expect(
      (
        await admin.post(GUARDAR, {
          Codarticulo: cod,
          Codsucursal: licenciatario!.codSucursal,
          FechaDemanda: hoy(),
        })
      ).json(),
    ).toEqual({ value: false, message: m.sucursalNoValida, data: null });
    expect(
      (
        await admin.post(GUARDAR, {
          Codarticulo: 999_999,
          Codsucursal: 0,
          todasLasSucursales: true,
          FechaDemanda: hoy(),
        })
      ).json(),
    ).toEqual({ value: false, message: m.articuloNoExiste, data: null });
    expect(await renglones(cod)).toEqual([]);
    expect(await renglones(999_999)).toEqual([]);
  });
});

describe('deleting a configuration', () => {
  it("removes the row with 'Se eliminó la configuración del artículo.' and then answers 'Registro no encontrado'", async () => {
    const cod = articuloLibre();
    const [sucursal] = await propias();
    await admin.post(GUARDAR, { Codarticulo: cod, Codsucursal: sucursal!.codigo, FechaDemanda: hoy() });
    const [fila] = await renglones(cod);
    const id = fila!.idCatArticulosReiniciarDemanda;
    expect((await admin.delete(`${ELIMINAR}/${id}`)).json()).toEqual({
      value: true,
      message: m.eliminado,
      data: { idCatArticulosReiniciarDemanda: id },
    });
    expect(await renglones(cod)).toEqual([]);
    expect((await admin.delete(`${ELIMINAR}/${id}`)).json()).toEqual({
      value: false,
      message: m.noEncontrado,
      data: null,
    });
  });
});
