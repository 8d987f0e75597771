import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { parametros } from '../db/schema/index.ts';

/**
 * One row of the parameters table (settings an administrator changes in the database: SAT codes,
 * keys of outside services, limits), or undefined. Each module seeds its own rows in its datos.sql
 * with ON CONFLICT DO NOTHING, so a value set by the chain survives every start.
 */
export const parametroPorNombre = async (db: Queryable, nombre: string) => {
  const [p] = await db
    .select({ nombre: parametros.nombre, valor: parametros.valor })
    .from(parametros)
    .where(eq(parametros.nombre, nombre))
    .orderBy(asc(parametros.nombre));
  return p;
};
