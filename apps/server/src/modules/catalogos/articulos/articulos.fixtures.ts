import { sql } from 'drizzle-orm';
import { createTestApp } from '../../../../test/app.ts';
import { lectoresDeArticulos } from '../../../../test/articulos.ts';
import { signIn } from '../../../../test/session.ts';

/** What the article test files share: the app on its own database copy (one per test file), admin and helpers. */
export const { app, db } = await createTestApp();
export const admin = await signIn(app, 'admin');

export { json } from '../../../../test/articulos.ts';
export const { paginaPendientes, pendientes, detalle } = lectoresDeArticulos(admin);
export const contar = async (tabla: string) =>
  (
    (await db.execute(sql.raw(`select count(*)::int as n from ${tabla}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

export { articuloValido as nuevo } from '../../../../test/articulos.ts';
