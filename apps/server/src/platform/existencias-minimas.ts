import {
  type MinimoGuardar,
  existenciasMinimasMessages as m,
} from '@farmasi/contracts/proveedores/existencias-minimas';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { existenciasMinimas as em } from '../db/schema/index.ts';
import type { Actor } from './audit.ts';
import { Rechazo } from './errors.ts';
import { escribir } from './escritura.ts';
import { enteros, rowsOf } from './sql.ts';

/**
 * The minimum stock of an article per branch (db/schema/existencias-minimas.ts), written by two
 * screens: S26 (by brand, 0–99) and S28 (by product or formula, 0–9999). Both save the same rows
 * through `guardarMinimos`, so their checks and their audit are one.
 */

/** The branches that have a minimum stock: the pharmacy line's own active branches (alias `s`). */
export const SUCURSAL_CON_MINIMOS = sql.raw('s.activo and s.id_empresa = 1 and s.propia = 1');

const LOTE = 1000;
const clave = (codArticulo: number, codSucursal: number) => `${codArticulo}-${codSucursal}`;

/** The codes of the list that are own active branches. */
export const sucursalesConMinimos = async (db: Queryable, codigos: readonly number[]) =>
  new Set(
    (
      await rowsOf<{ cod: number }>(
        db,
        sql`select s.cod_sucursal as cod from cat_sucursales s
             where ${SUCURSAL_CON_MINIMOS} and s.cod_sucursal = any(${enteros(codigos)})`,
      )
    ).map((r) => r.cod),
  );

/** Refuses, in the list's order, the first row whose branch or article is not one a minimum can have. */
const validarExistencia = async (db: Queryable, filas: readonly MinimoGuardar[]) => {
  const sucursales = await sucursalesConMinimos(db, [...new Set(filas.map((f) => f.codSucursal))]);
  const articulos = new Set(
    (
      await rowsOf<{ cod: number }>(
        db,
        sql`select cod_articulo_farmasi as cod from cat_articulos
             where cod_articulo_farmasi = any(${enteros([...new Set(filas.map((f) => f.codArticulo))])})`,
      )
    ).map((r) => r.cod),
  );
  for (const f of filas) {
    if (!sucursales.has(f.codSucursal)) throw new Rechazo(m.sucursalNoExiste(f.codSucursal));
    if (!articulos.has(f.codArticulo)) throw new Rechazo(m.articuloNoExiste(f.codArticulo));
  }
};

type Cambio = MinimoGuardar & { antes: number };

/**
 * Saves the modified rows in one transaction (002 §4, §7): nothing sent is the spec's 'nothing
 * modified'; a pair sent twice, a branch that is not an own active pharmacy or an unknown article
 * refuses the whole list. Rows equal to what is stored are not written again; demandaIndividual is
 * kept. One audit entry per article: its branches' minimums before and after.
 */
export const guardarMinimos = async (db: Database, actor: Actor, filas: readonly MinimoGuardar[]) => {
  if (!filas.length) throw new Rechazo(m.sinCambios);
  const vistas = new Set<string>();
  for (const f of filas) {
    const k = clave(f.codArticulo, f.codSucursal);
    if (vistas.has(k)) throw new Rechazo(m.repetida(f.codSucursal, f.codArticulo));
    vistas.add(k);
  }
  return escribir(db, actor, async ({ tx, auditar }) => {
    await validarExistencia(tx, filas);
    const guardadas = new Map(
      (
        await rowsOf<{ a: number; s: number; minimo: number }>(
          tx,
          sql`select e.cod_articulo_farmasi as a, e.cod_sucursal as s, e.existencia_minima as minimo
                from existencias_minimas e
                join unnest(${enteros(filas.map((f) => f.codArticulo))}, ${enteros(filas.map((f) => f.codSucursal))})
                  as x(a, s) on e.cod_articulo_farmasi = x.a and e.cod_sucursal = x.s
                 for update of e`,
        )
      ).map((r) => [clave(r.a, r.s), r.minimo]),
    );
    const cambios: Cambio[] = filas
      .map((f) => ({ ...f, antes: guardadas.get(clave(f.codArticulo, f.codSucursal)) ?? 0 }))
      .filter((c) => c.antes !== c.existenciaMinima);
    const ahora = new Date();
    for (let i = 0; i < cambios.length; i += LOTE)
      await tx
        .insert(em)
        .values(
          cambios.slice(i, i + LOTE).map((c) => ({
            codArticuloFarmasi: c.codArticulo,
            codSucursal: c.codSucursal,
            existenciaMinima: c.existenciaMinima,
            creadoPor: actor.idUsuario,
          })),
        )
        .onConflictDoUpdate({
          target: [em.codArticuloFarmasi, em.codSucursal],
          set: {
            existenciaMinima: sql`excluded.existencia_minima`,
            modificadoPor: actor.idUsuario,
            modificadoEn: ahora,
          },
        });
    const porArticulo = new Map<number, Cambio[]>();
    for (const c of cambios) porArticulo.set(c.codArticulo, [...(porArticulo.get(c.codArticulo) ?? []), c]);
    const entradas = [...porArticulo].map(([codArticulo, lista]) => ({
      tabla: 'existencias_minimas',
      clave: codArticulo,
      antes: Object.fromEntries(lista.map((c) => [c.codSucursal, c.antes])),
      despues: Object.fromEntries(lista.map((c) => [c.codSucursal, c.existenciaMinima])),
    }));
    for (let i = 0; i < entradas.length; i += LOTE) await auditar(...entradas.slice(i, i + LOTE));
    return { guardados: cambios.length };
  });
};
