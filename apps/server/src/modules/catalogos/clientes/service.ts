import {
  type GuardaDetalle,
  type guardaHorariosBody,
  clientesMessages as m,
} from '@farmasi/contracts/catalogos/clientes';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { catClientes } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { buscarCliente, horariosDe, tiposHorario } from './queries.ts';
import { catClientesHorarios } from './tablas.ts';

/** The customer or the spec's 'Registro no encontrado'. */
export const clienteExistente = async (db: Database, codCliente: number) => {
  const cliente = await buscarCliente(db, codCliente);
  if (!cliente) throw new Rechazo(m.noEncontrado);
  return cliente;
};

/**
 * Customer save (001 §5): a maps link is required ('No se encontró una sucursal cerca'); then the
 * customer must exist. Saves the position and the link, with who and when.
 */
export const guardarDetalle = (db: Database, actor: Actor, input: GuardaDetalle) =>
  db.transaction(async (tx) => {
    if (input.uRL === '') throw new Rechazo(m.sinSucursalCerca);
    const antes = await buscarCliente(tx, input.codCliente);
    if (!antes) throw new Rechazo(m.noEncontrado);
    const valores = {
      latitud: input.latitud === null ? null : input.latitud.toFixed(6),
      longitud: input.longitud === null ? null : input.longitud.toFixed(6),
      url: input.uRL,
    };
    await tx
      .update(catClientes)
      .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(eq(catClientes.codCliente, input.codCliente));
    await audit(tx, actor, { tabla: 'cat_clientes', clave: input.codCliente, antes, despues: valores });
    const guardado = await buscarCliente(tx, input.codCliente);
    if (!guardado) throw new Error('El cliente no se guardó');
    return guardado;
  });

/**
 * Schedules save: the customer must exist and every kind be known; each kind's text replaces the
 * stored one (an emptied text is kept as ''), all in one transaction.
 */
export const guardarHorarios = (db: Database, actor: Actor, lista: z.output<typeof guardaHorariosBody>) =>
  db.transaction(async (tx) => {
    const codCliente = lista[0]?.codCliente ?? 0;
    if (!(await buscarCliente(tx, codCliente))) throw new Rechazo(m.noEncontrado);
    const tipos = new Set((await tiposHorario(tx)).map((t) => t.idTipoHorario));
    if (lista.some((h) => !tipos.has(h.idTipoHorario))) throw new Rechazo(m.tipoInvalido);
    const antes = await horariosDe(tx, codCliente);
    const filas = lista.map((h) => ({
      codCliente,
      idTipoHorario: h.idTipoHorario,
      horarios: h.horarios.trim(),
      creadoPor: actor.idUsuario,
    }));
    await tx
      .insert(catClientesHorarios)
      .values(filas)
      .onConflictDoUpdate({
        target: [catClientesHorarios.codCliente, catClientesHorarios.idTipoHorario],
        set: {
          horarios: sql`excluded.horarios`,
          modificadoPor: actor.idUsuario,
          modificadoEn: new Date(),
        },
      });
    await audit(tx, actor, {
      tabla: 'cat_clientes_horarios',
      clave: codCliente,
      antes,
      despues: filas.map(({ idTipoHorario, horarios }) => ({ idTipoHorario, horarios })),
    });
    return await horariosDe(tx, codCliente);
  });
