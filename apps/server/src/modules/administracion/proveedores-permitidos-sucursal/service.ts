import { format } from '@farmasi/contracts';
import {
  claveRelacion as claveDe,
  type FilaGuardar,
  proveedoresPermitidosMessages as m,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { enteros } from '../../../platform/sql.ts';
import { proveedorActivo, sucursalesActivas } from './queries.ts';
import { proveedoresPermitidosSucursal as r } from './tablas.ts';

type Clave = { codProveedor: number; codCliente: number };
const TABLA = 'proveedores_permitidos_sucursal';

/** The relations named by these (supplier, branch) pairs, as one condition. */
const deLasClaves = (claves: readonly Clave[]): SQL =>
  sql`(${r.codProveedor}, ${r.codSucursal}) in (select * from unnest(${enteros(
    claves.map((c) => c.codProveedor),
  )}, ${enteros(claves.map((c) => c.codCliente))}))`;

/** The lists of a supplier answer only for an active one (002 §8: a refusal empties the list). */
export const exigirProveedor = async (db: Queryable, codProveedor: number) => {
  if (!(await proveedorActivo(db, codProveedor))) throw new Rechazo(m.proveedorNoExiste);
};

/**
 * 002 §7 guardar-sucursales: allows each row's supplier at its branch with its ticks and decimals, or
 * changes them when the relation exists ('Agregar' and 'Modificar' send the same rows). Checked in
 * this order: at least one row, active suppliers, active pharmacy branches, no branch twice for a
 * supplier, and an existing relation (an edit) with 0 decimals is refused as the edit modal refuses
 * it (002 §5). One transaction; every change audited.
 */
export const guardar = async (db: Database, actor: Actor, filas: FilaGuardar[], ahora = new Date()) => {
  if (!filas.length) throw new Rechazo(m.sinSucursales);
  for (const codProveedor of new Set(filas.map((f) => f.codProveedor)))
    await exigirProveedor(db, codProveedor);
  const activas = await sucursalesActivas(db, [...new Set(filas.map((f) => f.codCliente))]);
  const ajena = filas.find((f) => !activas.has(f.codCliente));
  if (ajena) throw new Rechazo(format(m.sucursalNoExiste, { codCliente: ajena.codCliente }));
  const vistas = new Set<string>();
  for (const f of filas) {
    if (vistas.has(claveDe(f)))
      throw new Rechazo(format(m.repetida, { sucursal: activas.get(f.codCliente) ?? f.codCliente }));
    vistas.add(claveDe(f));
  }

  return escribir(db, actor, async ({ tx, auditar }) => {
    const antes = new Map(
      (await tx.select().from(r).where(deLasClaves(filas))).map((a) => [
        claveDe({ codProveedor: a.codProveedor, codCliente: a.codSucursal }),
        a,
      ]),
    );
    if (filas.some((f) => f.decimales === 0 && antes.has(claveDe(f)))) throw new Rechazo(m.decimalesMayores);
    const guardadas = await tx
      .insert(r)
      .values(
        filas.map((f) => ({
          codProveedor: f.codProveedor,
          codSucursal: f.codCliente,
          costoPorCaja: f.costoPorCaja,
          ivaIncluido: f.ivaIncluido,
          decimales: f.decimales,
          creadoPor: actor.idUsuario,
        })),
      )
      .onConflictDoUpdate({
        target: [r.codProveedor, r.codSucursal],
        set: {
          costoPorCaja: sql`excluded.costo_por_caja`,
          ivaIncluido: sql`excluded.iva_incluido`,
          decimales: sql`excluded.decimales`,
          modificadoEn: ahora,
          modificadoPor: actor.idUsuario,
        },
      })
      .returning();
    await auditar(
      ...guardadas.map((g) => {
        const clave = claveDe({ codProveedor: g.codProveedor, codCliente: g.codSucursal });
        return { tabla: TABLA, clave, antes: antes.get(clave), despues: g };
      }),
    );
    const modificadas = filas.filter((f) => antes.has(claveDe(f))).length;
    return { agregadas: filas.length - modificadas, modificadas };
  });
};

/**
 * 002 §7 eliminar-relacion-sucursal: removes the selected relations in one transaction. Those another
 * user removed meanwhile are skipped; when none is left, the refusal says so.
 */
export const eliminar = async (db: Database, actor: Actor, claves: Clave[]) => {
  if (!claves.length) throw new Rechazo(m.sinSucursales);
  return escribir(db, actor, async ({ tx, auditar }) => {
    const borradas = await tx.delete(r).where(deLasClaves(claves)).returning();
    if (!borradas.length) throw new Rechazo(m.yaNoRelacionadas);
    await auditar(
      ...borradas.map((b) => ({
        tabla: TABLA,
        clave: claveDe({ codProveedor: b.codProveedor, codCliente: b.codSucursal }),
        antes: b,
      })),
    );
    return { eliminadas: borradas.length };
  });
};
