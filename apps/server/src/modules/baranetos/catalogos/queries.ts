import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { contieneTexto, ordenEspanol, sinAcentos } from '../../../platform/sql.ts';
import type { Nivel } from './niveles.ts';

const LIMITE = 1000;

/** Items whose code is the text or whose description contains it (without accents or case), with their parent. */
export const consultar = async (db: Queryable, nivel: Nivel, texto = '') => {
  const t = texto.trim();
  const filtro = t ? or(sql`${nivel.id}::text = ${t}`, contieneTexto(nivel.descripcion, t)) : undefined;
  const padre = nivel.padre;
  const base = {
    codigo: nivel.id,
    descripcion: nivel.descripcion,
  };
  if (!padre) {
    return db
      .select(base)
      .from(nivel.tabla)
      .where(filtro)
      .orderBy(...ordenEspanol(nivel.descripcion))
      .limit(LIMITE);
  }
  return db
    .select({ ...base, idPadre: padre.id, padre: padre.descripcion })
    .from(nivel.tabla)
    .innerJoin(padre.tabla, eq(padre.id, padre.fk))
    .where(filtro)
    .orderBy(...ordenEspanol(padre.descripcion), ...ordenEspanol(nivel.descripcion))
    .limit(LIMITE);
};

/**
 * An item as the audit log keeps it: its code, description and, below departments, its parent under
 * the column's name (idDepartamento, idSeccion), as a save writes it: the before of its history.
 */
export const buscarPorId = async (db: Queryable, nivel: Nivel, id: number) => {
  const padre = nivel.padre ? { [nivel.padre.campo]: nivel.padre.fk } : {};
  const [row] = await db
    .select({ codigo: nivel.id, descripcion: nivel.descripcion, ...padre })
    .from(nivel.tabla)
    .where(eq(nivel.id, id));
  return row;
};

/** Another item with the same description (ignoring accents and case) under the same parent. */
export const buscarDuplicado = async (db: Queryable, nivel: Nivel, descripcion: string, idPadre: number) => {
  const mismoPadre = nivel.padre ? eq(nivel.padre.fk, idPadre) : undefined;
  const [row] = await db
    .select({ codigo: nivel.id })
    .from(nivel.tabla)
    .where(and(eq(sinAcentos(nivel.descripcion), sinAcentos(sql`${descripcion}::text`)), mismoPadre));
  return row;
};

export const contarHijos = async (db: Queryable, nivel: Nivel, id: number) => {
  const [row] = await db.select({ n: count() }).from(nivel.hijo.tabla).where(eq(nivel.hijo.fk, id));
  return row?.n ?? 0;
};

export const existePadre = async (
  db: Queryable,
  padre: NonNullable<Nivel['padre']>,
  id: number,
): Promise<boolean> => {
  const [row] = await db.select({ id: padre.id }).from(padre.tabla).where(eq(padre.id, id));
  return row !== undefined;
};
