import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { catSucursales, EMPRESA } from '../db/schema/index.ts';

/**
 * The pharmacy line's branches in code order: what the branch-administration demos draw from, in
 * the same order every run (their shared generator depends on it).
 */
export const sucursalesDeFarmacias = (tx: Tx) =>
  tx
    .select()
    .from(catSucursales)
    .where(eq(catSucursales.idEmpresa, EMPRESA.farmacias))
    .orderBy(asc(catSucursales.codSucursal));
