import { format, messages } from '@farmasi/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { empleados, webUsuarios, webUsuariosPermisos } from '../../../db/schema/index.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../../platform/passwords.ts';
import {
  consumirRefresh,
  emitirRefresh,
  nuevaSesionRefresh,
  revocarFamilia,
  type SesionRefresh,
} from '../../../platform/refresh-tokens.ts';
import type { AppDeps } from '../../../platform/routes.ts';
import { signAccessToken } from '../../../platform/tokens.ts';
import { limpiarFallos, minutosBloqueado, registrarFallo } from './throttle.ts';

const usuarioActivo = async (db: Queryable, where: ReturnType<typeof eq>) => {
  const [row] = await db
    .select({
      idUsuario: webUsuarios.idUsuario,
      usuario: webUsuarios.usuario,
      passwordHash: webUsuarios.passwordHash,
      codEmpleado: webUsuarios.codEmpleado,
      idWebUsuariosGrupos: webUsuarios.idWebUsuariosGrupos,
      versionSesion: webUsuarios.versionSesion,
      nombre: sql<string>`trim(${empleados.nombre} || ' ' || ${empleados.apellidoPaterno} || ' ' || ${empleados.apellidoMaterno})`,
    })
    .from(webUsuarios)
    .innerJoin(empleados, eq(empleados.codEmpleado, webUsuarios.codEmpleado))
    .where(and(where, eq(webUsuarios.activo, true), eq(empleados.activo, true)));
  return row;
};
type UsuarioActivo = NonNullable<Awaited<ReturnType<typeof usuarioActivo>>>;

const permisosDe = async (db: Queryable, idUsuario: number) =>
  (
    await db
      .select({ id: webUsuariosPermisos.idMenu })
      .from(webUsuariosPermisos)
      .where(eq(webUsuariosPermisos.idUsuario, idUsuario))
  ).map((r) => r.id);

/** The absolute end of a session (SESION_MAX_HORAS after sign-in), however often it is renewed. */
export const finDeSesion = (deps: AppDeps, sesion: SesionRefresh) =>
  new Date(sesion.sesionIniciadaEn.getTime() + deps.config.SESION_MAX_HORAS * 3_600_000);

/** Access token with the permissions read now: a permission change applies from the next token. */
const tokenPara = async (deps: AppDeps, user: UsuarioActivo, sesion: SesionRefresh) => {
  const permisos = await permisosDe(deps.db, user.idUsuario);
  const access = await signAccessToken(
    {
      idUsuario: user.idUsuario,
      codEmpleado: user.codEmpleado,
      permisos,
      familia: sesion.familia,
      versionSesion: sesion.versionSesion,
    },
    deps.config.jwtSecret,
    deps.config.ACCESS_TOKEN_TTL,
    finDeSesion(deps, sesion),
  );
  return { ...access, permisos };
};

/** Sign-in: throttled per account; an unknown user and a wrong password get the same answer. */
export const iniciarSesion = async (deps: AppDeps, usuario: string, password: string) => {
  const { db, config } = deps;
  const cuenta = usuario.trim().toLowerCase();
  const now = new Date();
  const minutos = await minutosBloqueado(db, cuenta, now);
  if (minutos > 0) throw new Rechazo(format(messages.login.bloqueado, { minutos }));

  const user = await usuarioActivo(db, eq(sql`lower(${webUsuarios.usuario})`, cuenta));
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) {
    const rules = { maxFallos: config.LOGIN_MAX_FALLOS, bloqueoMinutos: config.LOGIN_BLOQUEO_MINUTOS };
    const locked = await registrarFallo(db, cuenta, now, rules);
    throw new Rechazo(
      locked
        ? format(messages.login.bloqueado, { minutos: rules.bloqueoMinutos })
        : messages.login.credencialesInvalidas,
    );
  }
  await limpiarFallos(db, cuenta);
  const sesion = nuevaSesionRefresh(user.versionSesion);
  const hasta = finDeSesion(deps, sesion);
  const refresh = await emitirRefresh(db, user.idUsuario, config.REFRESH_TOKEN_TTL, sesion, hasta);
  const access = await tokenPara(deps, user, sesion);
  return {
    data: {
      idUsuario: user.idUsuario,
      codEmpleado: user.codEmpleado,
      nombre: user.nombre,
      usuario: user.usuario,
      permisos: deps.menu.entries(access.permisos, config.PRODUCT_SLUG),
      idWebUsuariosGrupos: user.idWebUsuariosGrupos,
      sucursalesGrupo: [] as number[],
    },
    token: { accessToken: access.accessToken, expiresAt: access.expiresAt.toISOString() },
    refresh,
  };
};

/**
 * Rotation: the presented token is spent and a new one of the same family issued; reuse kills the
 * family. Refused once the session's absolute lifetime is over or the user's session version
 * was raised after it began.
 */
export const renovarSesion = async (deps: AppDeps, refreshToken: string | undefined) => {
  if (!refreshToken) return null;
  const { db, config } = deps;
  return db.transaction(async (tx) => {
    const consumo = await consumirRefresh(tx, refreshToken, new Date());
    if (consumo.estado === 'reusado') {
      await revocarFamilia(tx, consumo.familia);
      return { reusado: true as const, familia: consumo.familia, idUsuario: consumo.idUsuario };
    }
    if (consumo.estado === 'invalido') return null;
    const hasta = finDeSesion(deps, consumo);
    if (hasta.getTime() <= Date.now()) return null;
    const user = await usuarioActivo(tx, eq(webUsuarios.idUsuario, consumo.idUsuario));
    if (!user || user.versionSesion !== consumo.versionSesion) return null;
    const refresh = await emitirRefresh(tx, user.idUsuario, config.REFRESH_TOKEN_TTL, consumo, hasta);
    const access = await tokenPara({ ...deps, db: tx as typeof deps.db }, user, consumo);
    return { reusado: false as const, access, refresh };
  });
};

/** Ends one session: its refresh tokens are revoked and its access tokens refused from now on. */
export const cerrarSesion = async (deps: AppDeps, sesion: { familia: string; idUsuario: number }) => {
  await revocarFamilia(deps.db, sesion.familia);
  deps.sesiones.cambiaron(sesion.idUsuario);
};
