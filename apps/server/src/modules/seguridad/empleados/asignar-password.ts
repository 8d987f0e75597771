import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { empleados, webUsuarios } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { revisarPasswordNueva } from '../../../platform/password-nueva.ts';
import { hashPassword, PASSWORD_SIN_ASIGNAR } from '../../../platform/passwords.ts';

export const asignarPasswordMsg = {
  noExiste: 'El usuario {usuario} no existe.',
} as const;

/**
 * An administrator sets a user's password (`npm run asignar-password`): the first one of a user
 * created by the employees' import (created without one), or a new one when it was forgotten. The
 * same rules as every new password (platform/password-nueva.ts, with the user's login and names);
 * the user's sessions end (his session version is raised). Audited without the password.
 */
export const asignarPassword = (db: Database, actor: Actor, usuario: string, password: string) =>
  db.transaction(async (tx) => {
    const [fila] = await tx
      .select({ usuario: webUsuarios, empleado: empleados })
      .from(webUsuarios)
      .innerJoin(empleados, eq(empleados.codEmpleado, webUsuarios.codEmpleado))
      .where(eq(sql`lower(${webUsuarios.usuario})`, usuario.trim().toLowerCase()));
    if (!fila) throw new Rechazo(asignarPasswordMsg.noExiste.replace('{usuario}', usuario.trim()));
    const { usuario: u, empleado: e } = fila;
    const rechazo = revisarPasswordNueva(password, {
      usuario: u.usuario,
      nombres: [e.nombre, e.apellidoPaterno, e.apellidoMaterno],
    });
    if (rechazo) throw new Rechazo(rechazo);
    await tx
      .update(webUsuarios)
      .set({
        passwordHash: await hashPassword(password),
        // Set by an administrator, not changed by the user himself.
        passwordCambiadoEn: null,
        versionSesion: sql`${webUsuarios.versionSesion} + 1`,
        modificadoEn: new Date(),
        modificadoPor: actor.idUsuario,
      })
      .where(eq(webUsuarios.idUsuario, u.idUsuario));
    await audit(tx, actor, {
      tabla: 'web_usuarios',
      clave: u.idUsuario,
      antes: { sinPassword: u.passwordHash === PASSWORD_SIN_ASIGNAR },
      despues: { passwordAsignadaPorAdministrador: true, sesionesCerradas: true },
    });
    return u.usuario;
  });
