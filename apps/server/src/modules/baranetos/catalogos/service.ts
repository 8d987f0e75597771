import { format } from '@farmasi/contracts';
import { catalogosMessages, validarNivel } from '@farmasi/contracts/baranetos/catalogos';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { barExclusionesDescuento } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import type { Nivel } from './niveles.ts';
import { buscarDuplicado, buscarPorId, contarHijos, existePadre } from './queries.ts';

export interface GuardarNivel {
  codigo: number;
  descripcion: string;
  /** 0 for departments (no parent) or when none was chosen. */
  idPadre: number;
}

const valores = (nivel: Nivel, input: GuardarNivel) => ({
  descripcion: input.descripcion.trim(),
  ...(nivel.padre ? { [nivel.padre.campo]: input.idPadre } : {}),
});

export const guardar = async (db: Database, actor: Actor, nivel: Nivel, input: GuardarNivel) => {
  const error = validarNivel(nivel.nombre, input);
  if (error) throw new Rechazo(error.message);
  const descripcion = input.descripcion.trim();
  // Two users saving the same description at once: the unique index decides.
  return escribir(
    db,
    actor,
    async ({ tx, auditar }) => {
      if (nivel.padre && !(await existePadre(tx, nivel.padre, input.idPadre)))
        throw new Rechazo(format(catalogosMessages.padreNoExiste, { padre: nivel.padre.nombre }));
      const duplicado = await buscarDuplicado(tx, nivel, descripcion, input.idPadre);
      if (duplicado && duplicado.codigo !== input.codigo)
        throw new Rechazo(format(nivel.m.duplicado, { descripcion }));
      if (input.codigo === 0) {
        const [creado] = (await tx
          .insert(nivel.tabla)
          .values({ ...valores(nivel, input), creadoPor: actor.idUsuario } as never)
          .returning({ codigo: nivel.id })) as { codigo: number }[];
        await auditar({
          tabla: nivel.nombreTabla,
          clave: creado!.codigo,
          despues: valores(nivel, input),
        });
        return creado!.codigo;
      }
      const anterior = await buscarPorId(tx, nivel, input.codigo);
      if (!anterior) throw new Rechazo(nivel.m.noExiste);
      await tx
        .update(nivel.tabla)
        .set({ ...valores(nivel, input), modificadoPor: actor.idUsuario, modificadoEn: new Date() } as never)
        .where(eq(nivel.id, input.codigo));
      await auditar({
        tabla: nivel.nombreTabla,
        clave: input.codigo,
        antes: anterior,
        despues: valores(nivel, input),
      });
      return input.codigo;
    },
    { duplicado: format(nivel.m.duplicado, { descripcion }) },
  );
};

/** Deletes an item without children; its exclusions from discount days are cancelled with it. */
export const eliminar = async (db: Database, actor: Actor, nivel: Nivel, id: number) =>
  db.transaction(async (tx) => {
    const anterior = await buscarPorId(tx, nivel, id);
    if (!anterior) throw new Rechazo(nivel.m.noExiste);
    if ((await contarHijos(tx, nivel, id)) > 0) throw new Rechazo(nivel.m.conHijos);
    const canceladas = await tx
      .update(barExclusionesDescuento)
      .set({ estatus: 'C', modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(
        and(
          eq(barExclusionesDescuento.tipo, nivel.tipoExclusion),
          eq(barExclusionesDescuento.id, id),
          eq(barExclusionesDescuento.estatus, 'A'),
        ),
      )
      .returning({ idExclusion: barExclusionesDescuento.idExclusion });
    await tx.delete(nivel.tabla).where(eq(nivel.id, id));
    await audit(
      tx,
      actor,
      { tabla: nivel.nombreTabla, clave: id, antes: anterior },
      // The exclusion cancelled with it, as Días de descuentos audits a cancellation.
      ...canceladas.map(() => ({
        tabla: 'bar_exclusiones_descuento',
        clave: `${nivel.tipoExclusion}${id}`,
        antes: { estatus: 'A' },
        despues: { estatus: 'C' },
      })),
    );
  });
