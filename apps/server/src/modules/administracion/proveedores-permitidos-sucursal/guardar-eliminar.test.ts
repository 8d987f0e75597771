import {
  proveedoresPermitidosMessages as m,
  mensajeEliminadas,
  mensajeGuardadas,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria, catProveedores, catSucursales, EMPRESA } from '../../../db/schema/index.ts';
import { abrirProveedoresPermitidos, fila } from './proveedores-permitidos-sucursal.fixtures.ts';

const t = await abrirProveedoresPermitidos();
const rechazo = (message: string) => ({ value: false, message, data: null });

describe('guardar-sucursales', () => {
  it("adds the branches chosen in 'Agregar sucursales' (0 decimals allowed), audited, in one call", async () => {
    const libres = await t.sinRelacionar(t.sinRelaciones, 0);
    const [a, b, c] = libres;
    const res = await t.guardar([
      { ...a!, costoPorCaja: true, ivaIncluido: true, decimales: 4, seleccionado: true },
      { ...b!, costoPorCaja: true, ivaIncluido: true, decimales: 4, seleccionado: true },
      fila(t.sinRelaciones, c!.codCliente, { decimales: 0 }),
    ]);
    expect(res.json()).toEqual({
      value: true,
      message: mensajeGuardadas(3),
      data: { agregadas: 3, modificadas: 0 },
    });
    const guardadas = await t.guardadas(t.sinRelaciones);
    expect(guardadas.get(a!.codCliente)).toMatchObject({
      costoPorCaja: true,
      ivaIncluido: true,
      decimales: 4,
    });
    expect(guardadas.get(c!.codCliente)).toMatchObject({
      costoPorCaja: false,
      ivaIncluido: false,
      decimales: 0,
    });
    expect(guardadas.get(a!.codCliente)!.creadoPor).not.toBeNull();
    const libresDespues = (await t.sinRelacionar(t.sinRelaciones, 0)).map((r) => r.codCliente);
    expect(libresDespues).not.toContain(a!.codCliente);
    expect((await t.permitidas(t.sinRelaciones, 0)).map((r) => r.codCliente).sort()).toEqual(
      [a!, b!, c!].map((r) => r.codCliente).sort(),
    );
    const auditadas = await t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tabla, 'proveedores_permitidos_sucursal'));
    expect(auditadas.map((x) => x.clave).sort()).toEqual(
      [a!, b!, c!].map((r) => `${t.sinRelaciones}-${r.codCliente}`).sort(),
    );
  });

  it("changes related rows ('Modificar sucursales') and refuses 0 decimals there, saving nothing", async () => {
    const [x, y] = await t.permitidas(t.conRelaciones, 0);
    const antes = await t.guardadas(t.conRelaciones);
    const cero = await t.guardar([
      { ...x!, decimales: 3 },
      { ...y!, decimales: 0 },
    ]);
    expect(cero.json()).toEqual(rechazo(m.decimalesMayores));
    expect(await t.guardadas(t.conRelaciones)).toEqual(antes);

    const res = await t.guardar([
      { ...x!, costoPorCaja: !x!.costoPorCaja, ivaIncluido: !x!.ivaIncluido, decimales: 3 },
      { ...y!, decimales: 5 },
    ]);
    expect(res.json()).toEqual({
      value: true,
      message: mensajeGuardadas(2),
      data: { agregadas: 0, modificadas: 2 },
    });
    const despues = await t.guardadas(t.conRelaciones);
    expect(despues.get(x!.codCliente)).toMatchObject({
      costoPorCaja: !x!.costoPorCaja,
      ivaIncluido: !x!.ivaIncluido,
      decimales: 3,
    });
    expect(despues.get(x!.codCliente)!.modificadoPor).not.toBeNull();
    expect(despues.get(y!.codCliente)!.decimales).toBe(5);
    expect(despues.size).toBe(antes.size);
  });

  it('takes the spec spelling of the fields (PascalCase)', async () => {
    const [libre] = await t.sinRelacionar(t.sinRelaciones, 2);
    const res = await t.guardar([
      {
        CodProveedor: t.sinRelaciones,
        CodCliente: libre!.codCliente,
        CostoPorCaja: true,
        IvaIncluido: false,
        Decimales: 2,
      },
    ]);
    expect(res.json().value).toBe(true);
    expect((await t.guardadas(t.sinRelaciones)).get(libre!.codCliente)?.costoPorCaja).toBe(true);
  });

  it('refuses, in order, no rows, an inactive supplier, a branch that is not an active pharmacy branch, a branch twice', async () => {
    const antes = await t.guardadas(t.sinRelaciones);
    expect((await t.guardar([])).json()).toEqual(rechazo(m.sinSucursales));

    const [baja] = await t.db
      .insert(catProveedores)
      .values({ nombre: 'Proveedor Suspendido', activo: false })
      .returning();
    const libres = await t.sinRelacionar(t.sinRelaciones, 0);
    expect((await t.guardar([fila(baja!.codProveedor, libres[0]!.codCliente)])).json()).toEqual(
      rechazo(m.proveedorNoExiste),
    );

    const [mayoreo] = await t.db
      .select({ codSucursal: catSucursales.codSucursal })
      .from(catSucursales)
      .where(eq(catSucursales.idEmpresa, EMPRESA.baranetos))
      .limit(1);
    const inactiva = libres[1]!.codCliente;
    await t.db.update(catSucursales).set({ activo: false }).where(eq(catSucursales.codSucursal, inactiva));
    for (const cod of [inactiva, mayoreo?.codSucursal ?? 999_999, 999_999])
      expect(
        (await t.guardar([fila(t.sinRelaciones, libres[2]!.codCliente), fila(t.sinRelaciones, cod)])).json(),
      ).toEqual(rechazo(m.sucursalNoExiste.replace('{codCliente}', String(cod))));
    await t.db.update(catSucursales).set({ activo: true }).where(eq(catSucursales.codSucursal, inactiva));

    const dos = libres[3]!;
    expect(
      (
        await t.guardar([fila(t.sinRelaciones, dos.codCliente), fila(t.sinRelaciones, dos.codCliente)])
      ).json(),
    ).toEqual(rechazo(m.repetida.replace('{sucursal}', dos.sucursal)));
    expect(await t.guardadas(t.sinRelaciones)).toEqual(antes);
  });
});

describe('eliminar-relacion-sucursal', () => {
  it('removes the selected relations (rows as listed), audited, and says how many', async () => {
    const todas = await t.permitidas(t.conRelaciones, 0);
    const elegidas = todas.slice(0, 3).map((r) => ({ ...r, seleccionado: true }));
    const res = await t.eliminar(elegidas);
    expect(res.json()).toEqual({ value: true, message: mensajeEliminadas(3), data: { eliminadas: 3 } });
    const quedan = await t.guardadas(t.conRelaciones);
    expect(quedan.size).toBe(todas.length - 3);
    for (const e of elegidas) expect(quedan.has(e.codCliente)).toBe(false);
    const auditadas = await t.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.tabla, 'proveedores_permitidos_sucursal'),
          inArray(
            auditoria.clave,
            elegidas.map((e) => `${t.conRelaciones}-${e.codCliente}`),
          ),
        ),
      );
    expect(auditadas.filter((a) => a.despues === null && a.antes !== null)).toHaveLength(3);
    // They are offered again to be added.
    const libres = (await t.sinRelacionar(t.conRelaciones, 0)).map((r) => r.codCliente);
    for (const e of elegidas) expect(libres).toContain(e.codCliente);
  });

  it('skips relations already removed; none left is a refusal; no rows is a refusal', async () => {
    const [uno, otro] = await t.permitidas(t.conRelaciones, 0);
    expect((await t.eliminar([uno!])).json().data).toEqual({ eliminadas: 1 });
    expect((await t.eliminar([uno!])).json()).toEqual(rechazo(m.yaNoRelacionadas));
    expect((await t.eliminar([uno!, otro!])).json()).toEqual({
      value: true,
      message: mensajeEliminadas(1),
      data: { eliminadas: 1 },
    });
    expect((await t.eliminar([])).json()).toEqual(rechazo(m.sinSucursales));
    expect((await t.eliminar([{ CodProveedor: t.conRelaciones, CodCliente: 999_999 }])).json()).toEqual(
      rechazo(m.yaNoRelacionadas),
    );
  });
});
