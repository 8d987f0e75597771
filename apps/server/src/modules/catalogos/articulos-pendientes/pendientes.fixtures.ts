import { createTestApp } from '../../../../test/app.ts';
import { lectoresDeArticulos } from '../../../../test/articulos.ts';
import { signIn } from '../../../../test/session.ts';

export { json } from '../../../../test/articulos.ts';

/**
 * What a pending-articles test file opens once: the app on its own database copy, admin and readers
 * (a function, not module state: test files share loaded modules).
 */
export const abrirPendientes = async () => {
  const { app, db } = await createTestApp();
  const admin = await signIn(app, 'admin');
  return { app, db, admin, ...lectoresDeArticulos(admin) };
};
