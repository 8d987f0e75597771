import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

/**
 * Answers of a read-mostly data set kept in memory per version of that set. Triggers raise the
 * version in `catalogo_versiones` inside every writing transaction (whichever process writes:
 * screens, imports, another server), so one cheap read tells whether a remembered answer still
 * holds. An answer computed while a write commits is stored under the older version it was asked
 * for, so it can never be served for the newer one.
 */
export class CacheVersionada<T> {
  private readonly entradas = new Map<string, { version: number; valor: T }>();

  constructor(
    private readonly conjunto: string,
    private readonly maximo = 500,
  ) {}

  async version(db: Queryable): Promise<number> {
    const r = (await db.execute(
      sql`select version from catalogo_versiones where nombre = ${this.conjunto}`,
    )) as unknown as { rows: { version: string | number }[] };
    return Number(r.rows[0]?.version ?? -1);
  }

  async obtener(db: Queryable, clave: string, calcular: () => Promise<T>): Promise<T> {
    const version = await this.version(db);
    const hit = this.entradas.get(clave);
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    this.entradas.delete(clave);
    if (hit && hit.version === version) {
      this.entradas.set(clave, hit);
      return hit.valor;
    }
    const valor = await calcular();
    if (this.entradas.size >= this.maximo) {
      const masViejo = this.entradas.keys().next().value;
      if (masViejo !== undefined) this.entradas.delete(masViejo);
    }
    this.entradas.set(clave, { version, valor });
    return valor;
  }
}
