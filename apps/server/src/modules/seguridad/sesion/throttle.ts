import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { loginIntentos } from './tablas.ts';

export interface ThrottleRules {
  maxFallos: number;
  bloqueoMinutos: number;
}

/** Minutes an account name is still locked, or 0. Counted per account name, not per address. */
export const minutosBloqueado = async (db: Queryable, usuario: string, now: Date): Promise<number> => {
  const [row] = await db.select().from(loginIntentos).where(eq(loginIntentos.usuario, usuario));
  if (!row?.bloqueadoHasta || row.bloqueadoHasta <= now) return 0;
  return Math.ceil((row.bloqueadoHasta.getTime() - now.getTime()) / 60_000);
};

/**
 * Counts one failure atomically (concurrent attempts cannot undercount); failures older than the
 * lock window start again from one. Returns true when this failure locked the account.
 */
export const registrarFallo = async (db: Queryable, usuario: string, now: Date, rules: ThrottleRules) => {
  const ventana = new Date(now.getTime() - rules.bloqueoMinutos * 60_000);
  const hasta = new Date(now.getTime() + rules.bloqueoMinutos * 60_000);
  const fallos = sql`CASE WHEN ${loginIntentos.ultimoFallo} < ${ventana} THEN 1 ELSE ${loginIntentos.fallos} + 1 END`;
  const [row] = await db
    .insert(loginIntentos)
    .values({ usuario, fallos: 1, ultimoFallo: now, bloqueadoHasta: rules.maxFallos <= 1 ? hasta : null })
    .onConflictDoUpdate({
      target: loginIntentos.usuario,
      set: {
        fallos,
        ultimoFallo: now,
        bloqueadoHasta: sql`CASE WHEN ${fallos} >= ${rules.maxFallos} THEN ${hasta}::timestamptz ELSE NULL END`,
      },
    })
    .returning({ fallos: loginIntentos.fallos });
  return (row?.fallos ?? 0) >= rules.maxFallos;
};

export const limpiarFallos = (db: Queryable, usuario: string) =>
  db.delete(loginIntentos).where(eq(loginIntentos.usuario, usuario));
