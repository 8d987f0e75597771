import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { featuresCon } from '../modules/registro.ts';
import type { Database } from './client.ts';
import { sentencias } from './migrator.ts';

/**
 * Reference data (states, statuses, parameters, option lists…) is not in the migrations: each
 * feature that owns some keeps it in `modules/<area>/<feature>/datos.sql`, idempotent statements
 * (INSERT … ON CONFLICT) separated by `--> statement-breakpoint`, applied at every start, each file in
 * one transaction, in folder order. Returns the features applied.
 */
export const aplicarDatos = async (db: Database): Promise<string[]> => {
  const archivos = featuresCon('datos.sql');
  for (const { archivo } of archivos) {
    const texto = readFileSync(archivo, 'utf8');
    await db.transaction(async (tx) => {
      for (const s of sentencias(texto)) await tx.execute(sql.raw(s));
    });
  }
  return archivos.map((a) => a.feature);
};
