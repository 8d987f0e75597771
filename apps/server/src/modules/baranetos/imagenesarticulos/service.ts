import {
  claveOrdenImagenes,
  type guardarImagenDatos,
  IMAGENES_TIPOS,
  imagenesArticulosMessages as m,
} from '@farmasi/contracts/baranetos/imagenesarticulos';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db/client.ts';
import { borrarArchivo, guardarArchivo } from '../../../platform/archivos.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { numerarEnOrden } from '../../../platform/sql.ts';
import type { Subida } from '../../../platform/subidas.ts';
import { articuloExiste, imagenesDe, tamanoMaximoMb, unaImagen } from './queries.ts';
import { barArticulosImagenes } from './tablas.ts';

const TABLA = 'bar_articulos_imagenes';

/** Renumbers an article's images 1..n in the given order of ids. */
const renumerar = (tx: Queryable, ids: number[]) =>
  numerarEnOrden(
    tx,
    barArticulosImagenes,
    { id: barArticulosImagenes.idCatArticulosImagenes, orden: barArticulosImagenes.orden },
    ids,
  );

/**
 * One file of an upload (001 §7: one call per file): checked by content and size (the row's
 * 'Tipo De Archivo Incorrecto' / 'Tamaño Incorrecto'), stored public and placed after the others.
 */
export const guardarImagen = async (
  db: Database,
  actor: Actor,
  datos: z.output<typeof guardarImagenDatos>,
  archivo: Omit<Subida, 'campos'> | null,
) => {
  if (!(await articuloExiste(db, datos.codArticulo)))
    throw new Rechazo(m.articuloNoExiste.replace('{codigo}', String(datos.codArticulo)));
  if (!archivo) throw new Rechazo(m.tipoIncorrecto);
  const tamanoMaximo = (await tamanoMaximoMb(db)) * 1024 * 1024;
  return escribir(db, actor, async ({ tx, auditar }) => {
    const idArchivo = await guardarArchivo(tx, {
      ...archivo,
      tipos: IMAGENES_TIPOS,
      tamanoMaximo,
      publico: true,
      creadoPor: actor.idUsuario,
    });
    // The article's images are numbered under its row lock, so two uploads at once never share a place.
    await tx.execute(sql`select 1 from bar_articulos where cod_articulo = ${datos.codArticulo} for update`);
    const [ultimo] = await tx
      .select({ n: sql<number>`coalesce(max(${barArticulosImagenes.orden}), 0)::int` })
      .from(barArticulosImagenes)
      .where(eq(barArticulosImagenes.codArticulo, datos.codArticulo));
    const [creada] = await tx
      .insert(barArticulosImagenes)
      .values({
        codArticulo: datos.codArticulo,
        idArchivo,
        orden: (ultimo?.n ?? 0) + 1,
        creadoPor: actor.idUsuario,
      })
      .returning({ id: barArticulosImagenes.idCatArticulosImagenes });
    if (!creada) throw new Error('La imagen no se insertó');
    await auditar({ tabla: TABLA, clave: creada.id, despues: { codArticulo: datos.codArticulo, idArchivo } });
    const guardada = (await imagenesDe(tx, datos.codArticulo)).find(
      (x) => x.idCatArticulosImagenes === creada.id,
    );
    if (!guardada) throw new Error('La imagen no se guardó');
    return respuesta(guardada, m.guardada);
  });
};

/** Removes an image and its file; the article's others close the gap (1..n). */
export const eliminarImagen = (db: Database, actor: Actor, id: number) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const antes = await unaImagen(tx, id);
    if (!antes) throw new Rechazo(m.imagenNoExiste);
    await tx.delete(barArticulosImagenes).where(eq(barArticulosImagenes.idCatArticulosImagenes, id));
    await borrarArchivo(tx, antes.idArchivo);
    const restantes = await imagenesDe(tx, antes.codArticulo);
    await renumerar(
      tx,
      restantes.map((x) => x.idCatArticulosImagenes),
    );
    await auditar({ tabla: TABLA, clave: id, antes });
    return respuesta(await imagenesDe(tx, antes.codArticulo), m.eliminada);
  });

/** Stores an article's order: the list must hold exactly its images; renumbered 1..n by `orden`. */
export const actualizarOrden = (
  db: Database,
  actor: Actor,
  lista: { idCatArticulosImagenes: number; orden: number }[],
) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const primera = await unaImagen(tx, lista[0]?.idCatArticulosImagenes ?? 0);
    if (!primera) throw new Rechazo(m.imagenNoExiste);
    const actuales = await imagenesDe(tx, primera.codArticulo);
    const propias = new Set(actuales.map((x) => x.idCatArticulosImagenes));
    const enviadas = new Set(lista.map((x) => x.idCatArticulosImagenes));
    if (
      enviadas.size !== lista.length ||
      enviadas.size !== propias.size ||
      [...enviadas].some((id) => !propias.has(id))
    )
      throw new Rechazo(m.ordenIncompleto);
    const ids = [...lista].sort((a, b) => a.orden - b.orden).map((x) => x.idCatArticulosImagenes);
    await renumerar(tx, ids);
    await auditar({
      tabla: TABLA,
      clave: claveOrdenImagenes(primera.codArticulo),
      antes: actuales.map((x) => x.idCatArticulosImagenes),
      despues: ids,
    });
    return respuesta(await imagenesDe(tx, primera.codArticulo), m.ordenGuardado);
  });
