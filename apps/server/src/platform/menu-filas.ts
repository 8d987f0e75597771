import { GRUPOS } from '@farmasi/contracts/areas';
import type { Pantalla } from '@farmasi/contracts/pantalla';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { webMenu } from '../db/schema/index.ts';

type Fila = typeof webMenu.$inferInsert;

/** The menu rows the code declares: the areas' groups and every menu screen's manifest. */
export const filasDelMenu = (pantallas: readonly Pantalla[]): Fila[] => [
  ...GRUPOS.map((g) => ({
    id: g.id,
    parentid: g.parent,
    name: g.name,
    icon: g.icon,
    url: null,
    idEmpresa: g.empresa,
    orden: g.order,
  })),
  ...pantallas.flatMap((p) =>
    p.access === 'menu'
      ? [
          {
            id: p.id,
            parentid: p.parent,
            name: p.name,
            icon: p.icon,
            url: p.url,
            idEmpresa: p.empresa,
            orden: p.order,
          },
        ]
      : [],
  ),
];

/**
 * Upserts the menu rows at start, in one transaction: new ids are inserted and given to the members
 * of the administrators' groups; known ids take the declared name, icon, url, order and parent.
 * Nothing is deleted, so no grant is lost. Returns the ids that were new.
 */
export const sincronizarMenu = async (db: Database, pantallas: readonly Pantalla[]): Promise<number[]> => {
  const filas = filasDelMenu(pantallas);
  const repetido = filas.find((f, i) => filas.findIndex((g) => g.id === f.id) !== i);
  if (repetido) throw new Error(`Id de menú repetido: ${repetido.id}`);
  return db.transaction(async (tx) => {
    const existentes = new Set((await tx.select({ id: webMenu.id }).from(webMenu)).map((r) => r.id));
    await tx
      .insert(webMenu)
      .values(filas)
      .onConflictDoUpdate({
        target: webMenu.id,
        set: {
          parentid: sql`excluded.parentid`,
          name: sql`excluded.name`,
          icon: sql`excluded.icon`,
          url: sql`excluded.url`,
          idEmpresa: sql`excluded.id_empresa`,
          orden: sql`excluded.orden`,
        },
      });
    const nuevos = filas.map((f) => f.id).filter((id) => !existentes.has(id));
    if (nuevos.length > 0) {
      await tx.execute(sql`
        INSERT INTO web_usuarios_permisos (id_usuario, id_menu)
        SELECT u.id_usuario, m.id
        FROM web_usuarios u
        JOIN web_usuarios_grupos g ON g.id_web_usuarios_grupos = u.id_web_usuarios_grupos AND g.es_administrador
        CROSS JOIN web_menu m
        WHERE ${inArray(sql`m.id`, nuevos)}
        ON CONFLICT DO NOTHING`);
    }
    return nuevos;
  });
};
