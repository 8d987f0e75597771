import type { NodoPermiso } from '@farmasi/contracts/administracion/asignacion-permisos';
import type { TreeDataNode } from 'antd';

/** The flat list of nodes (003 §3) as antd's nested tree data, in the server's order. */
export const treeData = (nodos: readonly NodoPermiso[]): TreeDataNode[] => {
  const byParent = new Map<number | null, NodoPermiso[]>();
  const ids = new Set(nodos.map((n) => n.id));
  for (const n of nodos) {
    // A node whose parent is not in the list is shown at the top rather than lost.
    const parent = n.parentid !== null && ids.has(n.parentid) ? n.parentid : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), n]);
  }
  const build = (parent: number | null): TreeDataNode[] =>
    (byParent.get(parent) ?? []).map((n) => {
      const children = build(n.id);
      return { key: n.id, title: n.name, ...(children.length > 0 ? { children } : {}) };
    });
  return build(null);
};

/** Ids of the nodes that have children: expanding all opens these. */
export const padres = (nodos: readonly NodoPermiso[]): number[] => {
  const conHijos = new Set(nodos.map((n) => n.parentid));
  return nodos.filter((n) => conHijos.has(n.id)).map((n) => n.id);
};

export interface Seleccion {
  checked: number[];
  halfChecked: number[];
}

/** The state the server answered: selected nodes are checked, indeterminate ones half-checked. */
export const seleccionInicial = (nodos: readonly NodoPermiso[]): Seleccion => ({
  checked: nodos.filter((n) => n.selected).map((n) => n.id),
  halfChecked: nodos.filter((n) => n.indeterminate).map((n) => n.id),
});

/** What is saved (003 §4): the ids of every selected or indeterminate node. */
export const permisosDe = (s: Seleccion): number[] =>
  [...new Set([...s.checked, ...s.halfChecked])].sort((a, b) => a - b);
