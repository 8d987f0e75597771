import { createTestApp } from '../../../../test/app.ts';
import { lectoresDeArticulos } from '../../../../test/articulos.ts';
import { signIn } from '../../../../test/session.ts';

export { json } from '../../../../test/articulos.ts';

/** What the pending-articles test files share: the app on its own database copy (one per test file), admin and readers. */
export const { app, db } = await createTestApp();
export const admin = await signIn(app, 'admin');
export const { paginaPendientes, pendientes, detalle } = lectoresDeArticulos(admin);
