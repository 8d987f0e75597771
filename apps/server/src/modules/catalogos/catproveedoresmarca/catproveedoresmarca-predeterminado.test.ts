import { marcasMessages as m } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { catProveedores } from '../../../db/schema/index.ts';
import { B, llamadasMarcas, PNG } from './marcas.testutil.ts';

const { app, db } = await createTestApp();
const admin = await signIn(app, 'admin');
const { guardarMarca } = llamadasMarcas(app, admin);

describe('the default supplier and the list form (issue 24)', () => {
  type Fila = {
    idCatProveedoresMarcasDet: number;
    codigo: number;
    descripcion: string;
    diasInventarioDefault: boolean;
  };
  const nuevaMarca = async (nombre: string) => {
    const res = (await guardarMarca({ idCatProveedoresMarcasEnc: 0, nombre }, PNG)).json();
    expect(res.value).toBe(true);
    return res.data.idCatProveedoresMarcasEnc as number;
  };
  const activos = async () =>
    (
      await db
        .select({ c: catProveedores.codProveedor })
        .from(catProveedores)
        .where(eq(catProveedores.activo, true))
        .orderBy(catProveedores.codProveedor)
        .limit(3)
    ).map((r) => r.c);
  const fila = (id: number, codigo: number, diasInventarioDefault = false) => ({
    idCatProveedoresMarcasEnc: id,
    idCatProveedoresMarcasDet: 0,
    codigo,
    descripcion: 'ignorada',
    vigencia: 1,
    diasCredito: 30,
    diasInventario: 10,
    diasInventarioDefault,
  });
  const proveedoresDe = async (id: number): Promise<Fila[]> =>
    (await admin.get(`${B}/proveedorPormarca-consultar/${id}`)).json().data;

  it("takes the spec's list, refuses the old object and a list of two brands", async () => {
    const id = await nuevaMarca('MARCA LISTA 24');
    const [a, b] = await activos();
    const objeto = await admin.post(`${B}/GuardarProveedorPorMarca`, {
      idCatProveedoresMarcasEnc: id,
      proveedores: [fila(id, a!, true)],
    });
    expect(objeto.statusCode).toBe(400);
    const otra = await nuevaMarca('MARCA OTRA 24');
    const mezcla = await admin.post(`${B}/GuardarProveedorPorMarca`, [fila(id, a!, true), fila(otra, b!)]);
    expect(mezcla.statusCode).toBe(400);
    expect(mezcla.json().message).toContain(m.marcasDistintas);
    expect(await proveedoresDe(id)).toEqual([]);
    const res = (
      await admin.post(`${B}/GuardarProveedorPorMarca`, [fila(id, a!), fila(id, b!, true)])
    ).json();
    expect(res).toMatchObject({ value: true, message: m.proveedoresGuardados });
    expect(res.data.map((p: Fila) => [p.codigo, p.diasInventarioDefault])).toEqual([
      [b, true],
      [a, false],
    ]);
  });

  it('a list that marks no default leaves the brand with one: the first supplier', async () => {
    const id = await nuevaMarca('MARCA SIN DEFAULT 24');
    const [a, b] = await activos();
    const res = (await admin.post(`${B}/GuardarProveedorPorMarca`, [fila(id, a!), fila(id, b!)])).json();
    expect(res.value).toBe(true);
    expect(res.data.filter((p: Fila) => p.diasInventarioDefault)).toHaveLength(1);
    expect(res.data[0].diasInventarioDefault).toBe(true);
  });

  it('taking the default supplier off makes the first of the others the default, and says so', async () => {
    const id = await nuevaMarca('MARCA QUITAR DEFAULT 24');
    const [a, b, c] = await activos();
    await admin.post(`${B}/GuardarProveedorPorMarca`, [fila(id, a!, true), fila(id, b!), fila(id, c!)]);
    const antes = await proveedoresDe(id);
    const [predeterminado, siguiente] = antes;
    expect(predeterminado).toMatchObject({ codigo: a, diasInventarioDefault: true });
    const res = (
      await admin.get(`${B}/EliminarProveedorDeMarca/${predeterminado!.idCatProveedoresMarcasDet}`)
    ).json();
    expect(res).toEqual({
      value: true,
      message: m.nuevoPredeterminado.replace('{nombre}', siguiente!.descripcion),
      data: {
        idCatProveedoresMarcasDet: predeterminado!.idCatProveedoresMarcasDet,
        idPredeterminado: siguiente!.idCatProveedoresMarcasDet,
      },
    });
    const despues = await proveedoresDe(id);
    expect(despues).toHaveLength(2);
    expect(despues.filter((p) => p.diasInventarioDefault).map((p) => p.idCatProveedoresMarcasDet)).toEqual([
      siguiente!.idCatProveedoresMarcasDet,
    ]);
    // Taking off one that is not the default changes no default; the last one leaves none to choose.
    const [, otro] = despues;
    const sinCambio = (
      await admin.get(`${B}/EliminarProveedorDeMarca/${otro!.idCatProveedoresMarcasDet}`)
    ).json();
    expect(sinCambio).toMatchObject({ message: m.proveedorEliminado, data: { idPredeterminado: 0 } });
    const ultimo = (
      await admin.get(`${B}/EliminarProveedorDeMarca/${siguiente!.idCatProveedoresMarcasDet}`)
    ).json();
    expect(ultimo).toMatchObject({
      value: true,
      message: m.proveedorEliminado,
      data: { idPredeterminado: 0 },
    });
    expect(await proveedoresDe(id)).toEqual([]);
  });
});
