import {
  type GuardarOferta,
  MINIATURA_TAMANO_MAXIMO,
  MINIATURA_TIPOS,
  oferteroMessages as m,
  validarOfertero,
} from '@farmasi/contracts/mercadotecnia/ofertero';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { borrarArchivo, guardarArchivo } from '../../../platform/archivos.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import type { Subida } from '../../../platform/subidas.ts';
import { listarOferteros, sitioDeFlipbook, unOfertero } from './queries.ts';
import { catOferteros } from './tablas.ts';

const TABLA = 'cat_oferteros';

/**
 * Creates (id 0) or modifies an ofertero with the modal's checks in order (the thumbnail first, a
 * new one checked by its content), then the row and its thumbnail in one transaction; a replaced
 * thumbnail is removed with it.
 */
export const guardarOferta = async (
  db: Database,
  actor: Actor,
  datos: Required<GuardarOferta>,
  archivo: Omit<Subida, 'campos'> | null,
) => {
  const sitio = await sitioDeFlipbook(db);
  if (!sitio) throw new Rechazo(m.sinSitio);
  const antes = datos.idCatOfertero > 0 ? await unOfertero(db, datos.idCatOfertero) : undefined;
  if (datos.idCatOfertero > 0 && !antes) throw new Rechazo(m.noEncontrado);
  const falla = validarOfertero(datos, { tieneMiniatura: !!archivo || !!antes, sitio });
  if (falla) throw new Rechazo(falla.message);
  const valores = {
    nombre: datos.nombre,
    urlFlipBook: datos.urlFlipBook,
    fechaInicia: datos.fechaInicia,
    fechaTermina: datos.fechaTermina,
  };
  return escribir(db, actor, async ({ tx, auditar }) => {
    const idArchivo = archivo
      ? await guardarArchivo(tx, {
          ...archivo,
          tipos: MINIATURA_TIPOS,
          tamanoMaximo: MINIATURA_TAMANO_MAXIMO,
          publico: true,
          creadoPor: actor.idUsuario,
          mensajes: { tipo: m.miniaturaTipo, tamano: m.miniaturaTamano },
        })
      : antes?.idArchivo;
    if (!idArchivo) throw new Rechazo(m.sinMiniatura);
    let id = datos.idCatOfertero;
    if (!antes) {
      const [creado] = await tx
        .insert(catOferteros)
        .values({ ...valores, idArchivo, creadoPor: actor.idUsuario })
        .returning({ id: catOferteros.idCatOfertero });
      if (!creado) throw new Error('La oferta no se insertó');
      id = creado.id;
    } else {
      await tx
        .update(catOferteros)
        .set({ ...valores, idArchivo, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
        .where(eq(catOferteros.idCatOfertero, id));
      if (antes.idArchivo !== idArchivo) await borrarArchivo(tx, antes.idArchivo);
    }
    await auditar({ tabla: TABLA, clave: id, antes, despues: { ...valores, idArchivo } });
    const [guardado] = await listarOferteros(tx, id);
    if (!guardado) throw new Error('La oferta no se guardó');
    return respuesta(guardado, antes ? m.actualizada : m.guardada);
  });
};

/** Removes an ofertero and its thumbnail. */
export const eliminarOferta = (db: Database, actor: Actor, id: number) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const antes = await unOfertero(tx, id);
    if (!antes) throw new Rechazo(m.noEliminada);
    await tx.delete(catOferteros).where(eq(catOferteros.idCatOfertero, id));
    await borrarArchivo(tx, antes.idArchivo);
    await auditar({ tabla: TABLA, clave: id, antes });
    return respuesta({ idCatOfertero: id }, m.eliminada);
  });
