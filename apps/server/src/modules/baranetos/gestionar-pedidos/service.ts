import { format } from '@farmasi/contracts';
import {
  type CambiarEstatus,
  pedidosMessages as m,
  PEDIDOS_MAX,
  validarFiltrosPedidos,
} from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import {
  contarPedidos,
  estatusPorCodigo,
  existePedido,
  type FiltroPedidos,
  listarDetalle,
  listarPedidos,
  pedidoPorFolio,
} from './queries.ts';
import { barPedidosEnc } from './tablas.ts';

/** The list's checks in the screen's order, then the status and the size of the answer. */
export const consultarPedidos = async (db: Database, f: FiltroPedidos) => {
  const error = validarFiltrosPedidos(f);
  if (error) throw new Rechazo(error.message);
  if (f.estatus > 0 && !(await estatusPorCodigo(db, f.estatus))) throw new Rechazo(m.estatusNoExiste);
  if ((await contarPedidos(db, f)) > PEDIDOS_MAX) throw new Rechazo(m.demasiados);
  return listarPedidos(db, f, PEDIDOS_MAX);
};

export const consultarDetalle = async (db: Database, idPedidosEnc: number) => {
  if (!(await existePedido(db, idPedidosEnc))) throw new Rechazo(m.pedidoNoExiste);
  return listarDetalle(db, idPedidosEnc);
};

/**
 * Any status of the catalogue may follow any other (001 §4: transitions are not shown); the same
 * status again is refused, since nothing would change. Checks: folio, status, then the change.
 */
export const cambiarEstatus = async (db: Database, actor: Actor, c: CambiarEstatus) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const antes = await pedidoPorFolio(tx, c.folio);
    if (!antes) throw new Rechazo(format(m.folioNoExiste, { folio: c.folio }));
    const nuevo = await estatusPorCodigo(tx, c.estatus);
    if (!nuevo) throw new Rechazo(m.estatusNoExiste);
    if (antes.estatus === c.estatus)
      throw new Rechazo(format(m.mismoEstatus, { folio: antes.folio, estatus: nuevo.descripcion }));
    await tx
      .update(barPedidosEnc)
      .set({ estatus: c.estatus, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(eq(barPedidosEnc.idPedidosEnc, antes.idPedidosEnc));
    await auditar({
      tabla: 'bar_pedidos_enc',
      clave: antes.idPedidosEnc,
      antes: { estatus: antes.estatus },
      despues: { estatus: c.estatus },
    });
    const despues = { ...antes, estatus: nuevo.estatus, estatusDescripcion: nuevo.descripcion };
    return {
      pedido: despues,
      message: format(m.estatusCambiado, { folio: antes.folio, estatus: nuevo.descripcion }),
    };
  });
