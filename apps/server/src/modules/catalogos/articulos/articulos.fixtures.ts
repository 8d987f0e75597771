import { sql } from 'drizzle-orm';
import { createTestApp } from '../../../../test/app.ts';
import { lectoresDeArticulos } from '../../../../test/articulos.ts';
import { signIn } from '../../../../test/session.ts';

/**
 * What an article test file opens once: the app on its own database copy, admin and helpers (a
 * function, not module state: test files share loaded modules).
 */
export const abrirArticulos = async () => {
  const { app, db } = await createTestApp();
  const admin = await signIn(app, 'admin');
  const contar = async (tabla: string) =>
    (
      (await db.execute(sql.raw(`select count(*)::int as n from ${tabla}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
  return { app, db, admin, contar, ...lectoresDeArticulos(admin) };
};

export { articuloValido as nuevo, json } from '../../../../test/articulos.ts';
