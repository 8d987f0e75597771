import { format, messages } from '@farmasi/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { empleados, webUsuarios, webUsuariosPermisos } from '../../../db/schema/index.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../../platform/passwords.ts';
import { consumirRefresh, emitirRefresh, revocarFamilia } from '../../../platform/refresh-tokens.ts';
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

/** Access token with the permissions read now: a permission change applies from the next token. */
const tokenPara = async (deps: AppDeps, user: UsuarioActivo, familia: string) => {
  const permisos = await permisosDe(deps.db, user.idUsuario);
  const access = await signAccessToken(
    { idUsuario: user.idUsuario, codEmpleado: user.codEmpleado, permisos, familia },
    deps.config.jwtSecret,
    deps.config.ACCESS_TOKEN_TTL,
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
  const refresh = await emitirRefresh(db, user.idUsuario, config.REFRESH_TOKEN_TTL);
  const access = await tokenPara(deps, user, refresh.familia);
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

/** Rotation: the presented token is spent and a new one of the same family issued; reuse kills the family. */
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
    const user = await usuarioActivo(tx, eq(webUsuarios.idUsuario, consumo.idUsuario));
    if (!user) return null;
    const refresh = await emitirRefresh(tx, user.idUsuario, config.REFRESH_TOKEN_TTL, consumo.familia);
    const access = await tokenPara({ ...deps, db: tx as typeof deps.db }, user, consumo.familia);
    return { reusado: false as const, access, refresh };
  });
};

export const cerrarSesion = (db: Queryable, familia: string) => revocarFamilia(db, familia);
