import { format } from '@farmasi/contracts';
import {
  recargasMessages as m,
  validarProveedorRecarga,
} from '@farmasi/contracts/administracion/recargas-telefonicas';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { catRecargasProveedores, catSucursales, EMPRESA } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { cifrar } from '../../../platform/secretos.ts';
import { isUniqueViolation } from '../../../platform/sql.ts';
import { buscarPorSucursalProveedor, buscarRegistro, consultar } from './queries.ts';
import { catRecargasUsuarioSucursal, recargasEnvios } from './tablas.ts';

const TABLA = 'cat_recargas_usuario_sucursal';

export interface GuardarProveedor {
  IdCatRecargasUsuarioSucursal: number;
  CodSucursal: number;
  IdProveedor: number;
  Usuario: string;
  PassWord: string;
}

const encolarEnvio = (tx: Tx, actor: Actor, id: number, codSucursal: number, motivo: 'G' | 'R') =>
  tx
    .insert(recargasEnvios)
    .values({ idCatRecargasUsuarioSucursal: id, codSucursal, motivo, solicitadoPor: actor.idUsuario });

const sucursalDe = async (tx: Tx, codSucursal: number) => {
  const [s] = await tx.select().from(catSucursales).where(eq(catSucursales.codSucursal, codSucursal));
  return s?.activo && s.idEmpresa === EMPRESA.farmacias ? s : undefined;
};

/**
 * Saves a branch's credentials at a provider (003 §5 order, then existence and the one-per-branch
 * rule); the password is encrypted before it is stored, and the data is queued for the branch.
 */
export const guardar = async (db: Database, actor: Actor, key: Buffer, input: GuardarProveedor) => {
  const error = validarProveedorRecarga(input);
  if (error) throw new Rechazo(error.message);
  const usuario = input.Usuario.trim();
  try {
    const id = await db.transaction(async (tx) => {
      const sucursal = await sucursalDe(tx, input.CodSucursal);
      if (!sucursal) throw new Rechazo(format(m.sucursalNoExiste, { codSucursal: input.CodSucursal }));
      const [proveedor] = await tx
        .select()
        .from(catRecargasProveedores)
        .where(eq(catRecargasProveedores.codigo, input.IdProveedor));
      if (!proveedor?.activo) throw new Rechazo(m.proveedorNoExiste);
      const anterior = input.IdCatRecargasUsuarioSucursal
        ? await buscarRegistro(tx, input.IdCatRecargasUsuarioSucursal)
        : null;
      if (input.IdCatRecargasUsuarioSucursal && !anterior) throw new Rechazo(m.noExiste);
      const otro = await buscarPorSucursalProveedor(tx, input.CodSucursal, input.IdProveedor);
      if (otro && otro.idCatRecargasUsuarioSucursal !== input.IdCatRecargasUsuarioSucursal)
        throw new Rechazo(
          format(m.duplicado, { sucursal: sucursal.sucursal, proveedor: proveedor.descripcion }),
        );
      const valores = {
        codSucursal: input.CodSucursal,
        idProveedor: input.IdProveedor,
        usuario,
        passwordCifrado: cifrar(key, input.PassWord),
      };
      // The audit records who changed what, never the password, not even encrypted.
      const visible = { codSucursal: input.CodSucursal, idProveedor: input.IdProveedor, usuario };
      let id = input.IdCatRecargasUsuarioSucursal;
      if (!anterior) {
        const [creado] = await tx
          .insert(catRecargasUsuarioSucursal)
          .values({ ...valores, creadoPor: actor.idUsuario })
          .returning({ id: catRecargasUsuarioSucursal.idCatRecargasUsuarioSucursal });
        id = creado!.id;
        await audit(tx, actor, { tabla: TABLA, clave: id, despues: visible });
      } else {
        await tx
          .update(catRecargasUsuarioSucursal)
          .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
          .where(eq(catRecargasUsuarioSucursal.idCatRecargasUsuarioSucursal, id));
        await audit(tx, actor, {
          tabla: TABLA,
          clave: id,
          antes: {
            codSucursal: anterior.codSucursal,
            idProveedor: anterior.idProveedor,
            usuario: anterior.usuario,
          },
          despues: { ...visible, passwordCambiada: true },
        });
      }
      await encolarEnvio(tx, actor, id, input.CodSucursal, 'G');
      return id;
    });
    return await unRegistro(db, id);
  } catch (e) {
    // Two users saving the same branch and provider at once: the unique index decides.
    if (isUniqueViolation(e)) throw new Rechazo(m.duplicadoSimultaneo);
    throw e;
  }
};

const unRegistro = async (db: Database, id: number) => {
  const [row] = await consultar(db, { CodSucursal: 0, IdProveedor: 0, IdCatRecargasUsuarioSucursal: id });
  if (!row) throw new Rechazo(m.noExiste);
  return row;
};

/** 'Reenviar': queues the stored credentials for the branch's point of sale again. */
export const reenviar = async (db: Database, actor: Actor, id: number, codSucursal: number) => {
  await db.transaction(async (tx) => {
    const registro = await buscarRegistro(tx, id);
    if (!registro || registro.codSucursal !== codSucursal) throw new Rechazo(m.noExiste);
    await encolarEnvio(tx, actor, id, codSucursal, 'R');
    await audit(tx, actor, { tabla: 'recargas_envios', clave: id, despues: { motivo: 'R', codSucursal } });
  });
  const row = await unRegistro(db, id);
  return respuesta(row, format(m.reenviado, { sucursal: row.sucursal }));
};
