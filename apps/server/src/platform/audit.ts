import type { Queryable } from '../db/client.ts';
import { auditoria } from '../db/schema/index.ts';
import { pantallaDeLaRuta } from './pantalla-ruta.ts';

/** Who is acting, from the session and the request: every write records it. */
export interface Actor {
  idUsuario: number | null;
  codEmpleado: number | null;
  requestId: string;
  metodo: string;
  ruta: string;
  /** The screen the change is audited under; by default the route's (platform/pantalla-ruta.ts). */
  pantalla?: number | null;
}

export interface AuditEntry {
  tabla: string;
  clave: string | number;
  antes?: unknown;
  despues?: unknown;
}

/** The audit row of an entry: who, through which route and screen, the record, its before and after. */
export const filaDeAuditoria = (actor: Actor, e: AuditEntry) => ({
  idUsuario: actor.idUsuario,
  requestId: actor.requestId,
  metodo: actor.metodo,
  ruta: actor.ruta,
  pantalla: actor.pantalla ?? pantallaDeLaRuta(actor.metodo, actor.ruta) ?? null,
  tabla: e.tabla,
  clave: String(e.clave),
  antes: e.antes ?? null,
  despues: e.despues ?? null,
});

/** Writes the before/after of a change in the same transaction as the change. */
export const audit = async (tx: Queryable, actor: Actor, ...entries: AuditEntry[]) => {
  if (entries.length === 0) return;
  await tx.insert(auditoria).values(entries.map((e) => filaDeAuditoria(actor, e)));
};
