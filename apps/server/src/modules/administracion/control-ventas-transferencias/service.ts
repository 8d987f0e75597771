import { format } from '@farmasi/contracts';
import {
  ESTATUS_PENDIENTE,
  ventasTransferenciasMessages as m,
} from '@farmasi/contracts/administracion/control-ventas-transferencias';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { catSucursales } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/sql.ts';
import { buscarVentaTransferencia } from './queries.ts';
import { controlVentasTransferencias } from './tablas.ts';

/**
 * Grants a branch permission to sell by transfer, recording the current user and the branch
 * (003 §6). CodUsuario must be the session's user: nobody grants in another's name.
 */
export const guardarVentaTransferencia = async (
  db: Database,
  actor: Actor,
  input: { CodUsuario: number; CodSucursal: number },
) => {
  if (input.CodUsuario !== actor.idUsuario) throw new Rechazo(m.otroUsuario);
  const idUsuario = actor.idUsuario;
  try {
    return await db.transaction(async (tx) => {
      const [sucursal] = await tx
        .select()
        .from(catSucursales)
        .where(and(eq(catSucursales.codSucursal, input.CodSucursal), eq(catSucursales.activo, true)));
      if (!sucursal) throw new Rechazo(format(m.sucursalNoExiste, { codSucursal: input.CodSucursal }));
      const [pendiente] = await tx
        .select({ id: controlVentasTransferencias.idControlVentasTransferencias })
        .from(controlVentasTransferencias)
        .where(
          and(
            eq(controlVentasTransferencias.codSucursal, input.CodSucursal),
            eq(controlVentasTransferencias.estatus, ESTATUS_PENDIENTE),
          ),
        );
      if (pendiente) throw new Rechazo(format(m.pendiente, { sucursal: sucursal.sucursal }));
      const [creado] = await tx
        .insert(controlVentasTransferencias)
        .values({ codSucursal: input.CodSucursal, codUsuario: idUsuario, estatus: ESTATUS_PENDIENTE })
        .returning();
      if (!creado) throw new Error('El permiso no se insertó');
      await audit(tx, actor, {
        tabla: 'control_ventas_transferencias',
        clave: creado.idControlVentasTransferencias,
        despues: { codSucursal: input.CodSucursal, codUsuario: idUsuario, estatus: ESTATUS_PENDIENTE },
      });
      const dto = await buscarVentaTransferencia(tx, creado.idControlVentasTransferencias);
      if (!dto) throw new Error('El permiso no se encontró');
      return dto;
    });
  } catch (error) {
    // Two users granting the same branch at once: the partial unique index decides.
    if (isUniqueViolation(error)) {
      const [s] = await db
        .select()
        .from(catSucursales)
        .where(eq(catSucursales.codSucursal, input.CodSucursal));
      throw new Rechazo(format(m.pendiente, { sucursal: s?.sucursal ?? String(input.CodSucursal) }));
    }
    throw error;
  }
};
