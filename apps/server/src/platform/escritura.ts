import type { Database, Tx } from '../db/client.ts';
import { type Actor, type AuditEntry, audit } from './audit.ts';
import { Rechazo } from './errors.ts';
import { isUniqueViolation } from './sql.ts';

export interface Escritura {
  tx: Tx;
  /** Records the before/after of a change in the same transaction. */
  auditar(...entradas: AuditEntry[]): Promise<void>;
}

export interface OpcionesEscritura {
  /**
   * The spec's rejection when a unique index refuses the write (two users saving the same thing at
   * once: the index decides, the answer is the rule's).
   */
  duplicado?: string | (() => string | Promise<string>);
}

/**
 * One write of a screen: a transaction with its audit entries, and a unique violation answered as
 * the spec's rejection. A Rechazo thrown inside rolls everything back, so nothing is half-written.
 */
export const escribir = async <T>(
  db: Database,
  actor: Actor,
  trabajo: (w: Escritura) => Promise<T>,
  opciones: OpcionesEscritura = {},
): Promise<T> => {
  try {
    return await db.transaction((tx) => trabajo({ tx, auditar: (...e) => audit(tx, actor, ...e) }));
  } catch (error) {
    const { duplicado } = opciones;
    if (duplicado !== undefined && isUniqueViolation(error)) {
      throw new Rechazo(typeof duplicado === 'string' ? duplicado : await duplicado());
    }
    throw error;
  }
};
