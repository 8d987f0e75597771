import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import type { VersionesEscuchadas } from './cache-versionada.ts';
import { rowsOf } from './sql.ts';
import type { Sesion } from './tokens.ts';

/** What a server must know of a user's sessions to accept or refuse an access token. */
interface EstadoSesiones {
  /** web_usuarios.version_sesion: a token issued under another version is refused. */
  version: number;
  /** Families (sessions) ended one by one while their access tokens may still be unexpired. */
  revocadas: Set<string>;
  /** The menu ids granted to him now (web_usuarios_permisos), whatever the token was issued with. */
  permisos: readonly number[];
}

const abierta = (sesion: Sesion, estado: EstadoSesiones | null): estado is EstadoSesiones =>
  !!estado && estado.version === sesion.versionSesion && !estado.revocadas.has(sesion.familia);

const permisosSi = (sesion: Sesion, estado: EstadoSesiones | null) =>
  abierta(sesion, estado) ? estado.permisos : null;

/** The notice name a user's session changes travel under (migration 0022's triggers). */
export const avisoSesion = (idUsuario: number) => `sesion:${idUsuario}`;

/** Tolerance for a renewal that committed just after its family was revoked. */
const MARGEN_SEGUNDOS = 60;

/**
 * Whether an access token's session is still open, answered from memory: per user, the session
 * version and the sessions ended one by one, kept until the database's notice for that user
 * (raised by triggers whenever a version is raised, a family revoked or a user deleted, in any
 * process) makes this process read them again. While not listening, every check reads them:
 * slower, still exact. An access token never outlives ACCESS_TOKEN_TTL, so only the families
 * revoked within that time need remembering.
 */
export class SesionesVigentes {
  private readonly entradas = new Map<number, { clave: string; estado: EstadoSesiones | null }>();

  constructor(
    private readonly db: Queryable,
    private readonly versiones: VersionesEscuchadas,
    private readonly accessTtlSegundos: number,
    private readonly maximo = 10_000,
  ) {}

  async vigente(sesion: Sesion): Promise<boolean> {
    return (await this.permisos(sesion)) !== null;
  }

  /**
   * The user's current permissions when the token's session is open, else null. A permission
   * removed from him counts from his next call: the triggers on web_usuarios_permisos notify
   * `sesion:<idUsuario>` like any session change (migration sesion_permisos).
   */
  async permisos(sesion: Sesion): Promise<readonly number[] | null> {
    return permisosSi(sesion, await this.estado(sesion.idUsuario));
  }

  /** The answer of permisos when it is remembered (no query needed), else undefined. */
  permisosRecordados(sesion: Sesion): readonly number[] | null | undefined {
    const clave = this.versiones.version(avisoSesion(sesion.idUsuario));
    const hit = clave === undefined ? undefined : this.entradas.get(sesion.idUsuario);
    return hit && hit.clave === clave ? permisosSi(sesion, hit.estado) : undefined;
  }

  /** This process has just committed a change to the user's sessions: forget at once. */
  cambiaron(idUsuario: number) {
    this.versiones.tocar(avisoSesion(idUsuario));
  }

  private async estado(idUsuario: number): Promise<EstadoSesiones | null> {
    // Read before the query: a notice arriving meanwhile changes the key, so what is read now is
    // never kept for the newer state.
    const clave = this.versiones.version(avisoSesion(idUsuario));
    const hit = clave === undefined ? undefined : this.entradas.get(idUsuario);
    if (hit && hit.clave === clave) return hit.estado;
    const estado = await this.leer(idUsuario);
    if (clave !== undefined) {
      if (this.entradas.size >= this.maximo) this.entradas.clear();
      this.entradas.set(idUsuario, { clave, estado });
    }
    return estado;
  }

  /** One read: an inactive or deleted user (or employee) has no open session. */
  private async leer(idUsuario: number): Promise<EstadoSesiones | null> {
    const segundos = this.accessTtlSegundos + MARGEN_SEGUNDOS;
    const [fila] = await rowsOf<{
      version: number;
      activo: boolean;
      revocadas: string[] | null;
      permisos: number[] | null;
    }>(
      this.db,
      sql`select u.version_sesion as version, (u.activo and e.activo) as activo,
            (select array_agg(distinct r.familia::text) from refresh_tokens r
              where r.id_usuario = u.id_usuario
                and r.revocado_en > now() - make_interval(secs => ${segundos})) as revocadas,
            (select array_agg(p.id_menu order by p.id_menu) from web_usuarios_permisos p
              where p.id_usuario = u.id_usuario) as permisos
          from web_usuarios u join empleados e on e.cod_empleado = u.cod_empleado
          where u.id_usuario = ${idUsuario}`,
    );
    if (!fila?.activo) return null;
    return {
      version: Number(fila.version),
      revocadas: new Set(fila.revocadas ?? []),
      permisos: (fila.permisos ?? []).map(Number),
    };
  }
}
