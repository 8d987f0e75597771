import type { Permiso } from '@farmasi/contracts/seguridad/auth';
import { pathContainsUrl } from './guard';

/** A side-menu entry: a group (url null) with children, or a screen link. */
export interface MenuNode {
  key: string;
  label: string;
  icon: string | null;
  url: string | null;
  children: MenuNode[];
}

const hasUrl = (p: Permiso) => !!p.url?.trim();
const urlOf = (p: Permiso) => {
  const url = p.url!.trim();
  return url.startsWith('/') ? url : `/${url}`;
};

/**
 * Builds the nested menu from the permission list (000 §2 Main layout), in the server's order.
 * Groups that end up without a reachable screen are hidden; an item whose parent is missing from
 * the list is shown at the top level so that it stays reachable.
 */
export const buildMenu = (permisos: readonly Permiso[]): MenuNode[] => {
  const ids = new Set(permisos.map((p) => p.id));
  const byParent = new Map<number | null, Permiso[]>();
  for (const p of permisos) {
    const parent = p.parentid !== null && ids.has(p.parentid) && p.parentid !== p.id ? p.parentid : null;
    const siblings = byParent.get(parent);
    if (siblings) siblings.push(p);
    else byParent.set(parent, [p]);
  }
  const seen = new Set<number>();
  const build = (parent: number | null): MenuNode[] =>
    (byParent.get(parent) ?? []).flatMap((p): MenuNode[] => {
      if (seen.has(p.id)) return []; // a cycle in the data must not hang the menu
      seen.add(p.id);
      const node: MenuNode = {
        key: String(p.id),
        label: p.name,
        icon: p.icon,
        url: hasUrl(p) ? urlOf(p) : null,
        children: hasUrl(p) ? [] : build(p.id),
      };
      return node.url || node.children.length > 0 ? [node] : [];
    });
  return build(null);
};

/** child key -> parent key, for the accordion and for opening the selected item's groups. */
export const parentsOf = (nodes: readonly MenuNode[]): Map<string, string> => {
  const parents = new Map<string, string>();
  const walk = (list: readonly MenuNode[], parent: string | null) => {
    for (const n of list) {
      if (parent) parents.set(n.key, parent);
      walk(n.children, n.key);
    }
  };
  walk(nodes, null);
  return parents;
};

export const ancestorsOf = (key: string, parents: Map<string, string>): string[] => {
  const chain: string[] = [];
  for (let k = parents.get(key); k !== undefined; k = parents.get(k)) chain.unshift(k);
  return chain;
};

/** The screen entry for a path: the longest url the path contains (the guard's rule). */
export const findByPath = (nodes: readonly MenuNode[], path: string): MenuNode | null => {
  let best: MenuNode | null = null;
  const walk = (list: readonly MenuNode[]) => {
    for (const n of list) {
      if (pathContainsUrl(path, n.url) && (n.url?.length ?? 0) > (best?.url?.length ?? 0)) best = n;
      walk(n.children);
    }
  };
  walk(nodes);
  return best;
};

/**
 * Accordion: opening a group closes its siblings (only one child level open at a time).
 * next is what antd proposes, current what is open now.
 */
export const accordionKeys = (next: string[], current: string[], parents: Map<string, string>): string[] => {
  const opened = next.find((k) => !current.includes(k));
  return opened ? [...ancestorsOf(opened, parents), opened] : next;
};
