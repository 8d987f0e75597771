import { format } from '@farmasi/contracts';
import { asignacionPermisosPantalla } from '@farmasi/contracts/administracion/asignacion-permisos';
import {
  cerrarSesionesUsuario,
  cerrarSesionesMessages as m,
} from '@farmasi/contracts/seguridad/cerrar-sesiones';
import { eq, sql } from 'drizzle-orm';
import { webUsuarios } from '../../../db/schema/index.ts';
import { audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';

/**
 * Raises the user's session version: every access token he holds is refused from the next request
 * on every server, and his refresh tokens are revoked (migration 0022's trigger).
 */
export const registerCerrarSesionesRoutes = (app: App, deps: AppDeps) => {
  addRoute(app, cerrarSesionesUsuario, pantallas(asignacionPermisosPantalla), async ({ params, actor }) => {
    const { idWebUsuario } = params;
    await deps.db.transaction(async (tx) => {
      const [fila] = await tx
        .update(webUsuarios)
        .set({ versionSesion: sql`${webUsuarios.versionSesion} + 1` })
        .where(eq(webUsuarios.idUsuario, idWebUsuario))
        .returning({ versionSesion: webUsuarios.versionSesion });
      if (!fila) throw new Rechazo(format(m.usuarioNoExiste, { idWebUsuario }));
      await audit(tx, actor, {
        tabla: 'web_usuarios',
        clave: idWebUsuario,
        antes: { versionSesion: fila.versionSesion - 1 },
        despues: { versionSesion: fila.versionSesion },
      });
    });
    deps.sesiones.cambiaron(idWebUsuario);
    return respuesta(null, m.cerradas);
  });
};
