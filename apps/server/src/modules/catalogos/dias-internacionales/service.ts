import {
  type DiaInternacional,
  type guardarDiaBody,
  diasInternacionalesMessages as m,
  validarDiaInternacional,
} from '@farmasi/contracts/catalogos/dias-internacionales';
import { prepararDescripcion } from '@farmasi/contracts/catalogos/dias-internacionales/descripcion';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { limpiarHtml } from '../../../platform/html.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { buscarDia } from './queries.ts';
import { catDiasInternacionales } from './tablas.ts';

const TABLA = 'cat_dias_internacionales';

/**
 * The stored description: the spec's transformations (as the browser applies them), then the
 * platform's sanitiser last, so that nothing a transformation might rebuild escapes it.
 */
export const descripcionGuardada = (html: string) => limpiarHtml(prepararDescripcion(html));

/** Creates (id 0) or modifies a day; the rules are checked on the description as it will be stored. */
export const guardarDia = (db: Database, actor: Actor, input: z.output<typeof guardarDiaBody>) => {
  const valores = {
    fecha: input.fecha,
    titulo: input.titulo,
    descripcion: descripcionGuardada(input.descripcion),
    fechaInicio: input.fechaInicio,
    fechaFin: input.fechaFin,
  };
  const fallo = validarDiaInternacional(valores);
  if (fallo) throw new Rechazo(fallo.mensaje);
  return db.transaction(async (tx) => {
    let id = input.idCatDiasInternacionales;
    let antes: DiaInternacional | undefined;
    if (id === 0) {
      const [creado] = await tx
        .insert(catDiasInternacionales)
        .values({ ...valores, creadoPor: actor.idUsuario })
        .returning({ id: catDiasInternacionales.idCatDiasInternacionales });
      if (!creado) throw new Error('El día internacional no se insertó');
      id = creado.id;
    } else {
      antes = await buscarDia(tx, id);
      if (!antes) throw new Rechazo(m.noEncontrado);
      await tx
        .update(catDiasInternacionales)
        .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
        .where(eq(catDiasInternacionales.idCatDiasInternacionales, id));
    }
    await audit(tx, actor, { tabla: TABLA, clave: id, antes, despues: valores });
    const guardado = await buscarDia(tx, id);
    if (!guardado) throw new Error('El día internacional no se guardó');
    return respuesta(guardado, antes ? m.actualizado : m.guardado);
  });
};

export const eliminarDia = (db: Database, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    const antes = await buscarDia(tx, id);
    if (!antes) throw new Rechazo(m.noEncontrado);
    await tx.delete(catDiasInternacionales).where(eq(catDiasInternacionales.idCatDiasInternacionales, id));
    await audit(tx, actor, { tabla: TABLA, clave: id, antes });
    return respuesta({ idCatDiasInternacionales: id }, m.eliminado);
  });
