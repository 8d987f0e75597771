import { checkNewPassword, messages } from '@farmasi/contracts';
import { checkPasswordAdivinable } from '@farmasi/contracts/password-adivinable';
import { eq } from 'drizzle-orm';
import { webUsuarios } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../../platform/passwords.ts';
import { revocarOtrasFamilias } from '../../../platform/refresh-tokens.ts';
import type { AppDeps } from '../../../platform/routes.ts';
import type { Sesion } from '../../../platform/tokens.ts';

const m = messages.password;

/**
 * The same rules as the screen, in its order (the confirmation is the client's), then whether the
 * password is guessable, then the previous password. The user's other sessions end unless he
 * chose to keep them (whoever knew the old password is signed out); this one stays.
 */
export const modificarPassword = async (
  { db, sesiones }: Pick<AppDeps, 'db' | 'sesiones'>,
  sesion: Sesion,
  actor: Actor,
  input: { idEmpleado: number; password: string; claveAnterior: string; cerrarOtrasSesiones?: boolean },
) => {
  if (input.idEmpleado !== sesion.codEmpleado) throw new Rechazo(m.otroEmpleado);
  const failure = checkNewPassword(input.password, input.password);
  if (failure) throw new Rechazo(failure.message);
  const adivinable = checkPasswordAdivinable(input.password);
  if (adivinable) throw new Rechazo(adivinable);
  if (!input.claveAnterior) throw new Rechazo(m.anteriorRequerida);

  const [user] = await db.select().from(webUsuarios).where(eq(webUsuarios.idUsuario, sesion.idUsuario));
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
