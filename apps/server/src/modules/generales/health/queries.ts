import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';

/** One round trip: throws while the database cannot be reached. */
export const comprobarBase = async (db: Queryable) => {
  await db.execute(sql`select 1`);
};
