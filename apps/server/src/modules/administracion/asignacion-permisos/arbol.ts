import type { NodoPermiso } from '@farmasi/contracts/administracion/asignacion-permisos';

/** One option of a menu as stored: url only for web screens (the other menus have none). */
export interface Opcion {
  id: number;
  parentid: number | null;
  name: string;
  icon: string | null;
  url: string | null;
}

const hijosDe = (opciones: readonly Opcion[]) => {
  const hijos = new Map<number, number[]>();
  for (const o of opciones) {
    if (o.parentid === null) continue;
    hijos.set(o.parentid, [...(hijos.get(o.parentid) ?? []), o.id]);
  }
  return hijos;
};

/**
 * Web menu groups with no screen below them (sections whose screens are not built yet) are left
 * out of the tree: ticking them would grant nothing.
 */
export const sinGruposVacios = (opciones: readonly Opcion[]): Opcion[] => {
  const hijos = hijosDe(opciones);
  const byId = new Map(opciones.map((o) => [o.id, o]));
  const util = (id: number): boolean =>
    Boolean(byId.get(id)?.url) || (hijos.get(id) ?? []).some((h) => util(h));
  return opciones.filter((o) => util(o.id));
};

/**
 * The state of each node from the stored ids (003 §4): a leaf is selected when stored; a node with
 * children is selected when all its leaves are stored, indeterminate when some are.
 */
export const estadoArbol = (opciones: readonly Opcion[], guardados: ReadonlySet<number>): NodoPermiso[] => {
  const hijos = hijosDe(opciones);
  const hojas = new Map<number, number[]>();
  const hojasDe = (id: number): number[] => {
    const cached = hojas.get(id);
    if (cached) return cached;
    const h = hijos.get(id);
    const result = h && h.length > 0 ? h.flatMap(hojasDe) : [id];
    hojas.set(id, result);
    return result;
  };
  return opciones.map((o) => {
    const propias = hojasDe(o.id);
    const marcadas = propias.filter((id) => guardados.has(id)).length;
    return {
      id: o.id,
      parentid: o.parentid,
      name: o.name,
      icon: o.icon,
      selected: marcadas === propias.length,
      indeterminate: marcadas > 0 && marcadas < propias.length,
    };
  });
};

/** The sent ids plus all their ancestors, so that a partly granted group is always kept. */
export const conAncestros = (opciones: readonly Opcion[], ids: Iterable<number>): number[] => {
  const padre = new Map(opciones.map((o) => [o.id, o.parentid]));
  const result = new Set<number>();
  for (const id of ids) {
    for (
      let p: number | null | undefined = id;
      p !== null && p !== undefined && !result.has(p);
      p = padre.get(p)
    )
      result.add(p);
  }
  return [...result].sort((a, b) => a - b);
};
