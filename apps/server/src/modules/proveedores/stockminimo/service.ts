import { existenciasMinimasMessages as em } from '@farmasi/contracts/proveedores/existencias-minimas';
import { fallaCopia, stockMinimoMessages as m } from '@farmasi/contracts/proveedores/stockminimo';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { sucursalConMinimos } from './queries.ts';

type Minimos = Record<string, number>;
const minimosDe = async (db: Parameters<typeof rowsOf>[0], codSucursal: number): Promise<Minimos> =>
  Object.fromEntries(
    (
      await rowsOf<{ a: number; minimo: number }>(
        db,
        sql`select cod_articulo_farmasi as a, existencia_minima as minimo from existencias_minimas
             where cod_sucursal = ${codSucursal} and existencia_minima > 0 order by 1`,
      )
    ).map((r) => [r.a, r.minimo]),
  );

/**
 * 'Copiar minimos' (002 §5, §7): the checks in the spec's order (destination, origin, different), both
 * own active branches; then, in one transaction, the destination's minimums become the origin's: each
 * article the origin has takes its minimum, any other of the destination goes to 0. The destination's
 * 'Demanda individual' marks stay its own. One audit entry with the destination's minimums before and after.
 */
export const copiarMinimos = async (db: Database, actor: Actor, origen: number, destino: number) => {
  const falla = fallaCopia(origen, destino);
  if (falla) throw new Rechazo(falla.message);
  const nombreOrigen = await sucursalConMinimos(db, origen);
  if (!nombreOrigen) throw new Rechazo(em.sucursalNoExiste(origen));
  const nombreDestino = await sucursalConMinimos(db, destino);
  if (!nombreDestino) throw new Rechazo(em.sucursalNoExiste(destino));
  const copiados = await escribir(db, actor, async ({ tx, auditar }) => {
    // The destination's rows are locked first: two copies to it at once are applied one after the other.
    await tx.execute(sql`select 1 from existencias_minimas where cod_sucursal = ${destino} for update`);
    const antes = await minimosDe(tx, destino);
    await tx.execute(sql`
      update existencias_minimas d set existencia_minima = 0, modificado_por = ${actor.idUsuario}, modificado_en = now()
       where d.cod_sucursal = ${destino} and d.existencia_minima > 0
         and not exists (select 1 from existencias_minimas o
                          where o.cod_sucursal = ${origen} and o.cod_articulo_farmasi = d.cod_articulo_farmasi
                            and o.existencia_minima > 0)`);
    const [n] = await rowsOf<{ n: number }>(
      tx,
      sql`with copia as (
            insert into existencias_minimas (cod_articulo_farmasi, cod_sucursal, existencia_minima, creado_por)
            select o.cod_articulo_farmasi, ${destino}, o.existencia_minima, ${actor.idUsuario}
              from existencias_minimas o where o.cod_sucursal = ${origen} and o.existencia_minima > 0
            on conflict (cod_articulo_farmasi, cod_sucursal) do update
               set existencia_minima = excluded.existencia_minima, modificado_por = ${actor.idUsuario}, modificado_en = now()
            returning 1)
          select count(*)::int as n from copia`,
    );
    const despues = await minimosDe(tx, destino);
    await auditar({
      tabla: 'existencias_minimas',
      clave: `sucursal ${destino} (copia de ${origen})`,
      antes,
      despues,
    });
    return n?.n ?? 0;
  });
  return { data: { copiados }, message: m.copiados(copiados, nombreOrigen, nombreDestino) };
};
