import { REINICIAR_DEMANDA_URL } from '@farmasi/contracts/administracion/reiniciar-demanda';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { webUsuarios } from '../../../db/schema/index.ts';
import { otorgarPantalla } from '../../../seed/demo.ts';

type Sesion = Awaited<ReturnType<typeof signIn>>;

/** A signed-in user's calls of this screen, DELETE included (the session helper has GET and POST). */
export const llamadas = (app: TestApp, s: Sesion) => ({
  ...s,
  delete: (url: string) =>
    app.inject({
      method: 'DELETE',
      url: `/admin/api${url}`,
      headers: { authorization: `Bearer ${s.token}` },
    }),
});

export const abrir = async () => {
  const { app, db } = await createTestApp();
  const admin = llamadas(app, await signIn(app, 'admin'));
  // The cajero receives this screen, so that a save by another user can be told apart.
  const [cajeroRow] = await db.select().from(webUsuarios).where(eq(webUsuarios.usuario, 'cajero'));
  await otorgarPantalla(db, cajeroRow!.idUsuario, REINICIAR_DEMANDA_URL);
  const cajero = llamadas(app, await signIn(app, 'cajero'));
  const consulta = llamadas(app, await signIn(app, 'consulta'));
  return { app, db, admin, cajero, consulta };
};

export const LISTA = '/administracion/consultar/articulos';
export const GUARDAR = '/administracion/guardar/articulo/demanda';
export const ELIMINAR = '/administracion/eliminar/articulo';

export interface Pagina {
  renglones: {
    idCatArticulosReiniciarDemanda: number;
    codarticulo: number;
    des_articulo: string;
    codsucursal: number;
    des_sucursal: string;
    fechaDemanda: string;
    des_usuario: string;
  }[];
  totalPaginas: number;
  totalRenglones: number;
}
