import { randomUUID } from 'node:crypto';
import { abrirPaginaLicenciatariosMessages as m } from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/sql.ts';
import { signPortalToken } from '../../../platform/tokens.ts';
import { licenciatarioActivo, sucursalesDe } from './queries.ts';
import { licenciatariosBitacora, licenciatariosSesiones, licenciatariosUsuarios } from './tablas.ts';

/**
 * Opens a portal session as the licensee (003 §6): checks the account, records the session as opened
 * by the employee (before any token exists, so no token is ever issued without its row) and signs a
 * portal token that lives as long as a back-office access token.
 */
export const iniciarSesionLicenciatario = async (
  db: Database,
  config: Config,
  idWebUsuario: number,
  input: { idEmpleados: number; usuario: string },
) =>
  db.transaction(async (tx) => {
    const cuenta = await licenciatarioActivo(tx, input.idEmpleados, input.usuario);
    if (!cuenta) throw new Rechazo(m.noExiste);
    const sucursales = (await sucursalesDe(tx, [cuenta.idUsuario])).get(cuenta.idUsuario) ?? [];
    const jti = randomUUID();
    const emitidoEn = new Date();
    const expiresAt = new Date(emitidoEn.getTime() + config.ACCESS_TOKEN_TTL * 1000);
    await tx.insert(licenciatariosSesiones).values({
      idUsuarioLicenciatario: cuenta.idUsuario,
      abiertaPor: idWebUsuario,
      expiraEn: expiresAt,
      jti,
    });
    const accessToken = await signPortalToken(
      { idUsuarioLicenciatario: cuenta.idUsuario, abiertaPor: idWebUsuario, jti },
      config.jwtSecret,
      expiresAt,
      emitidoEn,
    );
    return {
      token: { accessToken, expiresAt: expiresAt.toISOString() },
      data: {
        idUsuario: cuenta.idUsuario,
        codEmpleado: cuenta.codEmpleado,
        nombre: cuenta.nombre,
        // The portal's menu belongs to the portal: the back-office grants nothing there.
        permisos: [],
        idWebUsuariosGrupos: null,
        sucursalesGrupo: sucursales.map((s) => s.codSucursal),
        urlPortal: config.PORTAL_LICENCIATARIOS_URL,
      },
    };
  });

/** Where the request came from, as the log keeps it. */
export interface Origen {
  ip: string;
  userAgent: string;
}

/**
 * Logs that the employee opened the portal (003 §6 audit call): one row per issued session, tied to
 * the newest unexpired session this employee opened for this licensee that is not yet logged. The
 * employee is always the caller's session, never a value from the request.
 */
export const guardarBitacora = async (
  db: Database,
  idWebUsuario: number,
  idUsuarioLicenciatario: number,
  origen: Origen,
) => {
  try {
    return await db.transaction(async (tx) => {
      const [cuenta] = await tx
        .select({ activo: licenciatariosUsuarios.activo })
        .from(licenciatariosUsuarios)
        .where(eq(licenciatariosUsuarios.idUsuario, idUsuarioLicenciatario));
      if (!cuenta?.activo) throw new Rechazo(m.noExiste);
      const [sesion] = await tx
        .select({ idSesion: licenciatariosSesiones.idSesion })
        .from(licenciatariosSesiones)
        .leftJoin(
          licenciatariosBitacora,
          eq(licenciatariosBitacora.idSesion, licenciatariosSesiones.idSesion),
        )
        .where(
          and(
            eq(licenciatariosSesiones.idUsuarioLicenciatario, idUsuarioLicenciatario),
            eq(licenciatariosSesiones.abiertaPor, idWebUsuario),
            gt(licenciatariosSesiones.expiraEn, new Date()),
            isNull(licenciatariosBitacora.id),
          ),
        )
        .orderBy(desc(licenciatariosSesiones.emitidaEn), desc(licenciatariosSesiones.idSesion))
        .limit(1);
      if (!sesion) throw new Rechazo(m.sinSesion);
      await tx.insert(licenciatariosBitacora).values({
        idUsuarioLicenciatario,
        idWebUsuario,
        idSesion: sesion.idSesion,
        ip: origen.ip.slice(0, 100),
        userAgent: origen.userAgent.slice(0, 500),
      });
      return true;
    });
  } catch (error) {
    // Two log calls for the same session at once: the unique index lets one win.
    if (isUniqueViolation(error)) throw new Rechazo(m.sinSesion);
    throw error;
  }
};
