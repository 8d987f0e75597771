import { format } from '@farmasi/contracts';
import {
  type GuardarDiasInventario,
  diasInventarioFamiliaMessages as m,
} from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import { catFamilias, catSucursales, sucursalActivaDeFarmacias } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { enteros } from '../../../platform/sql.ts';
import { catDiasInventarioFamilia as d } from './tablas.ts';

const LOTE = 1000;
const clave = (codSucursal: number, codFamilia: number) => `${codSucursal}-${codFamilia}`;
/** A validated integer list as one array parameter (one bind whatever its length). */

const primeraRepetida = (filas: GuardarDiasInventario) => {
  const vistas = new Set<string>();
  return filas.find((f) => {
    const k = clave(f.codSucursal, f.codFamilia);
    if (vistas.has(k)) return true;
    vistas.add(k);
    return false;
  });
};

/** Refuses the first row (in the list's order) whose branch or family is not active. */
const validarExistencia = async (tx: Queryable, filas: GuardarDiasInventario) => {
  const codSucursales = [...new Set(filas.map((f) => f.codSucursal))];
  const codFamilias = [...new Set(filas.map((f) => f.codFamilia))];
  const sucursales = new Set(
    (
      await tx
        .select({ c: catSucursales.codSucursal })
        .from(catSucursales)
        .where(
          and(
            sucursalActivaDeFarmacias(),
            sql`${catSucursales.codSucursal} = any(${enteros(codSucursales)})`,
          ),
        )
    ).map((r) => r.c),
  );
  const familias = new Set(
    (
      await tx
        .select({ c: catFamilias.codigo })
        .from(catFamilias)
        .where(and(eq(catFamilias.activo, true), inArray(catFamilias.codigo, codFamilias)))
    ).map((r) => r.c),
  );
  for (const f of filas) {
    if (!sucursales.has(f.codSucursal)) throw new Rechazo(format(m.sucursalNoExiste, f));
    if (!familias.has(f.codFamilia)) throw new Rechazo(format(m.familiaNoExiste, f));
  }
};

type Cambio = { codSucursal: number; codFamilia: number; antes: number; despues: number };

/** One audit entry per branch: its families' days before and after. */
const auditar = async (tx: Queryable, actor: Actor, cambios: Cambio[]) => {
  const porSucursal = new Map<number, Cambio[]>();
  for (const c of cambios) porSucursal.set(c.codSucursal, [...(porSucursal.get(c.codSucursal) ?? []), c]);
  const entradas = [...porSucursal].map(([codSucursal, lista]) => ({
    tabla: 'cat_dias_inventario_familia',
    clave: codSucursal,
    antes: Object.fromEntries(lista.map((c) => [c.codFamilia, c.antes])),
    despues: Object.fromEntries(lista.map((c) => [c.codFamilia, c.despues])),
  }));
  for (let i = 0; i < entradas.length; i += LOTE) await audit(tx, actor, ...entradas.slice(i, i + LOTE));
};

/**
 * Saves the list in one transaction: days above 0 are stored, 0 removes the pair's days (so only
 * pairs with days above 0 keep a row). Rows equal to what is stored are not written again.
 */
export const guardar = async (db: Database, actor: Actor, filas: GuardarDiasInventario) => {
  const repetida = primeraRepetida(filas);
  if (repetida) throw new Rechazo(format(m.repetida, repetida));
  return db.transaction(async (tx) => {
    await validarExistencia(tx, filas);
    const codSucursales = [...new Set(filas.map((f) => f.codSucursal))];
    const guardadas = new Map(
      (
        await tx
          .select({ s: d.codSucursal, f: d.codFamilia, dias: d.diasInventario })
          .from(d)
          .where(sql`${d.codSucursal} = any(${enteros(codSucursales)})`)
      ).map((r) => [clave(r.s, r.f), r.dias]),
    );
    const cambios: Cambio[] = filas
      .map((f) => ({
        codSucursal: f.codSucursal,
        codFamilia: f.codFamilia,
        antes: guardadas.get(clave(f.codSucursal, f.codFamilia)) ?? 0,
        despues: f.diasInventario,
      }))
      .filter((c) => c.antes !== c.despues);
    const eliminar = cambios.filter((c) => c.despues === 0);
    const escribir = cambios.filter((c) => c.despues > 0);
    if (eliminar.length)
      await tx.execute(sql`
        delete from ${d} using unnest(${enteros(eliminar.map((c) => c.codSucursal))},
                                      ${enteros(eliminar.map((c) => c.codFamilia))}) as x(s, f)
        where ${d.codSucursal} = x.s and ${d.codFamilia} = x.f`);
    const ahora = new Date();
    for (let i = 0; i < escribir.length; i += LOTE)
      await tx
        .insert(d)
        .values(
          escribir.slice(i, i + LOTE).map((c) => ({
            codSucursal: c.codSucursal,
            codFamilia: c.codFamilia,
            diasInventario: c.despues,
            creadoPor: actor.idUsuario,
          })),
        )
        .onConflictDoUpdate({
          target: [d.codSucursal, d.codFamilia],
          set: {
            diasInventario: sql`excluded.dias_inventario`,
            modificadoPor: actor.idUsuario,
            modificadoEn: ahora,
          },
        });
    await auditar(tx, actor, cambios);
    return { guardados: escribir.length, eliminados: eliminar.filter((c) => c.antes > 0).length };
  });
};
