import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { catProveedoresMarcasDet } from '../db/schema/index.ts';
import { rowsOf } from './sql.ts';

/**
 * A brand with suppliers always has a default one (issue 24): when none is marked (the default was
 * taken off, or a list or a file marked none), the first by the supplier's name in Spanish order
 * becomes it. Shared by the brands catalogue (S12) and the suppliers' import (issue 28). Answers the
 * row made default, or undefined when nothing changed.
 */
export const asegurarPredeterminado = async (tx: Queryable, idMarca: number) => {
  const [primero] = await rowsOf<{
    idCatProveedoresMarcasDet: number;
    descripcion: string;
    predeterminado: boolean;
  }>(
    tx,
    sql`select d.id_cat_proveedores_marcas_det as "idCatProveedoresMarcasDet", p.nombre as descripcion,
               d.dias_inventario_default as predeterminado
          from cat_proveedores_marcas_det d
          join cat_proveedores p using (cod_proveedor)
         where d.id_cat_proveedores_marcas_enc = ${idMarca}
         order by d.dias_inventario_default desc, f_orden_espanol(p.nombre), d.id_cat_proveedores_marcas_det
         limit 1`,
  );
  if (!primero || primero.predeterminado) return undefined;
  await tx
    .update(catProveedoresMarcasDet)
    .set({ diasInventarioDefault: true })
    .where(eq(catProveedoresMarcasDet.idCatProveedoresMarcasDet, primero.idCatProveedoresMarcasDet));
  return { idCatProveedoresMarcasDet: primero.idCatProveedoresMarcasDet, descripcion: primero.descripcion };
};

/**
 * The default supplier moves first: the brand's current default is unmarked before another is
 * marked, so the one-default index never sees two. Answers the rows unmarked.
 */
export const quitarPredeterminado = (tx: Queryable, idMarca: number) =>
  tx
    .update(catProveedoresMarcasDet)
    .set({ diasInventarioDefault: false })
    .where(
      and(
        eq(catProveedoresMarcasDet.idCatProveedoresMarcasEnc, idMarca),
        eq(catProveedoresMarcasDet.diasInventarioDefault, true),
      ),
    )
    .returning({ idCatProveedoresMarcasDet: catProveedoresMarcasDet.idCatProveedoresMarcasDet });
