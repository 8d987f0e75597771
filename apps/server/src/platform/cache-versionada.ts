import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Queryable } from '../db/client.ts';
import { rowsOf } from './sql.ts';

/** The channel the version triggers notify on, with the data set's name as payload. */
export const CANAL_VERSIONES = 'catalogo_versiones';

/**
 * Which version of each cached data set is current, heard from the database's notifications: the
 * triggers that raise `catalogo_versiones` also NOTIFY, which PostgreSQL delivers at commit. While
 * listening, a set's version is a local counter raised by each notice (no query per request); when
 * the listening connection is lost, `version` answers undefined and the caches read the table.
 */
export class VersionesEscuchadas {
  private readonly contadores = new Map<string, number>();
  /** Each set's version as text, built once per change (it is read on every remembered answer). */
  private readonly claves = new Map<string, string>();
  /** Raised at every (re)start of listening: what was remembered before is not trusted. */
  private epoca = 0;
  private escuchando = false;
  private detener: (() => Promise<void>) | undefined;

  async iniciar(database: Pick<DatabaseHandle, 'listen'>, log: (error: unknown) => void) {
    try {
      this.detener = await database.listen(CANAL_VERSIONES, {
        aviso: (nombre) => this.tocar(nombre),
        estado: (escuchando) => {
          this.epoca++;
          this.claves.clear();
          this.escuchando = escuchando;
        },
      });
    } catch (error) {
      // Without notices every cached answer checks the version table: slower, still exact.
      log(error);
    }
  }

  /**
   * A change this process has just committed: its own next read must not wait for the notice,
   * which travels on another connection.
   */
  tocar(nombre: string) {
    this.contadores.set(nombre, (this.contadores.get(nombre) ?? 0) + 1);
    this.claves.delete(nombre);
  }

  version(nombre: string): string | undefined {
    if (!this.escuchando) return undefined;
    let clave = this.claves.get(nombre);
    if (clave === undefined) {
      clave = `e${this.epoca}.${this.contadores.get(nombre) ?? 0}`;
      this.claves.set(nombre, clave);
    }
    return clave;
  }

  async cerrar() {
    this.escuchando = false;
    await this.detener?.();
  }
}

/** A data set's version: from the notices while listening, else one primary-key read. */
export const versionDe = async (
  db: Queryable,
  conjunto: string,
  versiones?: VersionesEscuchadas,
): Promise<string> => {
  const escuchada = versiones?.version(conjunto);
  if (escuchada !== undefined) return escuchada;
  const [fila] = await rowsOf<{ version: string | number }>(
    db,
    sql`select version from catalogo_versiones where nombre = ${conjunto}`,
  );
  return `v${fila?.version ?? -1}`;
};

/** Remembered answers served (aciertos) and computed (fallos) per data set, for the metrics. */
export const usoCaches = new Map<string, { aciertos: number; fallos: number }>();

const contar = (conjunto: string, acierto: boolean) => {
  let uso = usoCaches.get(conjunto);
  if (!uso) {
    uso = { aciertos: 0, fallos: 0 };
    usoCaches.set(conjunto, uso);
  }
  if (acierto) uso.aciertos++;
  else uso.fallos++;
};

/**
 * Answers of a read-mostly data set kept in memory per version of that set. Triggers raise the
 * version in `catalogo_versiones` inside every writing transaction (whichever process writes:
 * screens, imports, another server) and notify at commit. An answer computed while a write
 * commits is stored under the older version it was asked for, so it is never served for the newer
 * one. With notices, a search arriving in the instant between a commit and its notice may still
 * get the answer of before.
 */
export class CacheVersionada<T> {
  /** Each answer with the tick of its last use: a hit writes a number, the Map is left as it is. */
  private readonly entradas = new Map<string, { version: string; valor: T; uso: number }>();
  private reloj = 0;
  /** Computations under way: concurrent askers of one key and version share one query. */
  private readonly enCurso = new Map<string, Promise<T>>();

  constructor(
    private readonly conjunto: string,
    private readonly versiones?: VersionesEscuchadas,
    private readonly maximo = 500,
  ) {}

  /** The set's version: from the notices while listening, else one primary-key read. */
  version(db: Queryable): Promise<string> {
    return versionDe(db, this.conjunto, this.versiones);
  }

  /**
   * The answer remembered for the current version when that version is known without a query
   * (while listening), else undefined: the common repeated call then costs no promise.
   */
  recordado(clave: string): T | undefined {
    const version = this.versiones?.version(this.conjunto);
    return version === undefined ? undefined : this.vigente(clave, version)?.valor;
  }

  private vigente(clave: string, version: string) {
    const hit = this.entradas.get(clave);
    if (!hit || hit.version !== version) return undefined;
    hit.uso = ++this.reloj;
    contar(this.conjunto, true);
    return hit;
  }

  async obtener(db: Queryable, clave: string, calcular: () => Promise<T>): Promise<T> {
    const version = await this.version(db);
    const hit = this.vigente(clave, version);
    if (hit) return hit.valor;
    const llave = `${version}\u0000${clave}`;
    const pendiente = this.enCurso.get(llave);
    contar(this.conjunto, pendiente !== undefined);
    if (pendiente) return pendiente;
    const calculo = calcular().then((valor) => {
      this.guardar(clave, version, valor);
      return valor;
    });
    this.enCurso.set(llave, calculo);
    try {
      return await calculo;
    } finally {
      this.enCurso.delete(llave);
    }
  }

  private guardar(clave: string, version: string, valor: T) {
    this.entradas.delete(clave);
    if (this.entradas.size >= this.maximo) {
      // The least recently used goes: a scan of at most `maximo` entries, only when a computed answer
      // (a query) is stored, instead of re-ordering the Map on every hit.
      let masViejo: string | undefined;
      let menor = Number.POSITIVE_INFINITY;
      for (const [k, { uso }] of this.entradas) {
        if (uso < menor) {
          menor = uso;
          masViejo = k;
        }
      }
      if (masViejo !== undefined) this.entradas.delete(masViejo);
    }
    this.entradas.set(clave, { version, valor, uso: ++this.reloj });
  }
}
