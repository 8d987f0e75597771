import { format } from '@farmasi/contracts';
import {
  type GrupoEntregaHoraBody,
  gruposEntregaMessages as m,
} from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { catGruposEntrega } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { buscarGrupoEntrega, grupoConNombre } from './queries.ts';

const TABLA = 'cat_grupos_entrega';

/**
 * Creates (grupo 0) or replaces a group's name, times and day flags. Checks: the group exists, then
 * no other group has the name (accents and case ignored). Unchecked days keep the time sent.
 */
export const guardar = async (db: Database, actor: Actor, input: GrupoEntregaHoraBody) => {
  const { grupo, ...valores } = input;
  const duplicado = format(m.duplicado, { nombre: valores.descripcion });
  return escribir(
    db,
    actor,
    async ({ tx, auditar }) => {
      const antes = grupo === 0 ? undefined : await buscarGrupoEntrega(tx, grupo);
      if (grupo !== 0 && !antes) throw new Rechazo(m.noExiste);
      const mismoNombre = await grupoConNombre(tx, valores.descripcion);
      if (mismoNombre && mismoNombre.grupo !== grupo) throw new Rechazo(duplicado);
      if (!antes) {
        const [creado] = await tx
          .insert(catGruposEntrega)
          .values({ ...valores, creadoPor: actor.idUsuario })
          .returning({ grupo: catGruposEntrega.grupo });
        if (!creado) throw new Error('El grupo de entrega no se insertó');
        await auditar({ tabla: TABLA, clave: creado.grupo, despues: valores });
        return respuesta(await buscarGrupoEntrega(tx, creado.grupo), m.creado);
      }
      await tx
        .update(catGruposEntrega)
        .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
        .where(eq(catGruposEntrega.grupo, grupo));
      const { clientes: _, ...anterior } = antes;
      await auditar({ tabla: TABLA, clave: grupo, antes: anterior, despues: valores });
      return respuesta(await buscarGrupoEntrega(tx, grupo), m.actualizado);
    },
    // Two users saving the same name at once: the unique index decides, the answer is the rule's.
    { duplicado },
  );
};

/**
 * Deletes a group that has no customers. One with customers is refused (deleting it would silently
 * take those customers out of their delivery route; S43 removes them first, deliberately).
 */
export const eliminar = (db: Database, actor: Actor, grupo: number) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    // Locks the group first: a customer S43 assigns meanwhile waits, so none is deleted unseen.
    await tx
      .select({ grupo: catGruposEntrega.grupo })
      .from(catGruposEntrega)
      .where(eq(catGruposEntrega.grupo, grupo))
      .for('update');
    const antes = await buscarGrupoEntrega(tx, grupo);
    if (!antes) throw new Rechazo(m.noExiste);
    if (antes.clientes > 0)
      throw new Rechazo(format(m.conClientes, { nombre: antes.descripcion, clientes: antes.clientes }));
    await tx.delete(catGruposEntrega).where(eq(catGruposEntrega.grupo, grupo));
    await auditar({ tabla: TABLA, clave: grupo, antes });
    return respuesta({ grupo, descripcion: antes.descripcion }, m.eliminado);
  });
