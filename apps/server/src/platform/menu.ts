import { PRODUCT_PLACEHOLDER } from '@farmasi/contracts';
import { asc } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { webMenu } from '../db/schema/index.ts';

export type MenuEntry = typeof webMenu.$inferSelect;

/**
 * The menu in memory: it changes only through migrations, so it is read once at start. Permission
 * checks map a token's menu ids to urls through it.
 */
export class MenuCache {
  private byId = new Map<number, MenuEntry>();

  async load(db: Queryable) {
    const rows = await db.select().from(webMenu).orderBy(asc(webMenu.orden), asc(webMenu.id));
    this.byId = new Map(rows.map((r) => [r.id, r]));
  }

  /** True when one of the granted menu ids has this url (case-insensitive, as the client guard). */
  grants(permisos: readonly number[], url: string): boolean {
    const wanted = url.toLowerCase();
    return permisos.some((id) => this.byId.get(id)?.url?.toLowerCase() === wanted);
  }

  /** The entries for the ids, in menu order, with the product slug in their urls. */
  entries(ids: readonly number[], product: string) {
    const granted = new Set(ids);
    return [...this.byId.values()]
      .filter((m) => granted.has(m.id))
      .map((m) => ({
        id: m.id,
        parentid: m.parentid,
        name: m.name,
        icon: m.icon,
        url: m.url?.replaceAll(PRODUCT_PLACEHOLDER, product) ?? null,
        idEmpresa: m.idEmpresa,
      }));
  }

  /** The entry with this url and all its ancestors: granting a screen grants the groups above it. */
  withAncestors(url: string): number[] {
    const entry = [...this.byId.values()].find((m) => m.url?.toLowerCase() === url.toLowerCase());
    const ids: number[] = [];
    for (let e = entry; e; e = e.parentid === null ? undefined : this.byId.get(e.parentid)) ids.push(e.id);
    return ids;
  }
}
