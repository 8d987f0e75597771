import { messages } from '@farmasi/contracts';
import { eq } from 'drizzle-orm';
import { empleados, webUsuarios } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { revisarPasswordNueva } from '../../../platform/password-nueva.ts';
import { hashPassword, verifyPassword } from '../../../platform/passwords.ts';
import { revocarOtrasFamilias } from '../../../platform/refresh-tokens.ts';
import type { AppDeps } from '../../../platform/routes.ts';
import type { Sesion } from '../../../platform/tokens.ts';

const m = messages.password;

/**
 * The same rules as the screen, in its order (the confirmation is the client's), then the user's own
 * login and name (read here) and whether the password is guessable (platform/password-nueva.ts, the
 * rules of every way of setting a password), then the previous password. The user's other sessions
 * end unless he chose to keep them (whoever knew the old password is signed out); this one stays.
 */
export const modificarPassword = async (
  { db, sesiones }: Pick<AppDeps, 'db' | 'sesiones'>,
  sesion: Sesion,
  actor: Actor,
  input: { idEmpleado: number; password: string; claveAnterior: string; cerrarOtrasSesiones?: boolean },
) => {
  if (input.idEmpleado !== sesion.codEmpleado) throw new Rechazo(m.otroEmpleado);
  const [fila] = await db
    .select({ user: webUsuarios, empleado: empleados })
    .from(webUsuarios)
    .leftJoin(empleados, eq(empleados.codEmpleado, webUsuarios.codEmpleado))
    .where(eq(webUsuarios.idUsuario, sesion.idUsuario));
  const user = fila?.user;
  const e = fila?.empleado;
  const rechazo = revisarPasswordNueva(input.password, {
    usuario: user?.usuario ?? '',
    nombres: e ? [e.nombre, e.apellidoPaterno, e.apellidoMaterno] : [],
  });
  if (rechazo) throw new Rechazo(rechazo);
  if (!input.claveAnterior) throw new Rechazo(m.anteriorRequerida);

  if (!user || !(await verifyPassword(user.passwordHash, input.claveAnterior)))
    throw new Rechazo(m.anteriorIncorrecta);
  if (await verifyPassword(user.passwordHash, input.password)) throw new Rechazo(m.igualAnterior);

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(webUsuarios)
      .set({ passwordHash, passwordCambiadoEn: now, modificadoEn: now, modificadoPor: sesion.idUsuario })
      .where(eq(webUsuarios.idUsuario, sesion.idUsuario));
    const cerrarOtras = input.cerrarOtrasSesiones !== false;
    if (cerrarOtras) await revocarOtrasFamilias(tx, sesion.idUsuario, sesion.familia);
    await audit(tx, actor, {
      tabla: 'web_usuarios',
      clave: sesion.idUsuario,
      antes: { passwordCambiadoEn: user.passwordCambiadoEn },
      despues: { passwordCambiadoEn: now, otrasSesionesCerradas: cerrarOtras },
    });
  });
  sesiones.cambiaron(sesion.idUsuario);
};
