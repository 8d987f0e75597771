import {
  type GuardarCuentaEmpresa,
  type GuardarCuentaSucursal,
  cuentasContablesMessages as m,
} from '@farmasi/contracts/contabilidad/cuentas-contables';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { catCuentasContables, catEmpresas } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { empresaPorId, registroDeCuentas, sucursalActiva } from './queries.ts';

/** Sets a company's account (the contract has checked it is present and 3-2-6). */
export const guardarEmpresa = (db: Database, actor: Actor, body: GuardarCuentaEmpresa) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const antes = await empresaPorId(tx, body.idCatEmpresa);
    if (!antes) throw new Rechazo(m.empresaNoExiste);
    await tx
      .update(catEmpresas)
      .set({ cuenta: body.cuenta, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(eq(catEmpresas.idCatEmpresa, body.idCatEmpresa));
    await auditar({
      tabla: 'cat_empresas',
      clave: body.idCatEmpresa,
      antes: { cuenta: antes.cuenta },
      despues: { cuenta: body.cuenta },
    });
    return respuesta({ ...antes, cuenta: body.cuenta }, m.cuentaGuardada);
  });

/**
 * Sets a branch's three accounts. The first save of a branch (idCatCuentasContables 0) creates its
 * row; a second user saving the same new branch at once meets the unique branch and updates it.
 */
export const guardarSucursal = (db: Database, actor: Actor, body: GuardarCuentaSucursal) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const sucursal = await sucursalActiva(tx, body.id);
    if (!sucursal) throw new Rechazo(m.sucursalNoExiste);
    const cuentas = {
      cuentaEfectivo: body.cuentaEfectivo,
      cuentaTasaGral: body.cuentaTasaGral,
      cuentaTasa0: body.cuentaTasa0,
    };
    if (body.idCatCuentasContables > 0) {
      const antes = await registroDeCuentas(tx, body.idCatCuentasContables);
      if (!antes) throw new Rechazo(m.registroInvalido);
      if (antes.codSucursal !== body.id) throw new Rechazo(m.registroDeOtra);
    }
    const [guardado] = await tx
      .insert(catCuentasContables)
      .values({ codSucursal: body.id, ...cuentas, creadoPor: actor.idUsuario })
      .onConflictDoUpdate({
        target: catCuentasContables.codSucursal,
        set: { ...cuentas, modificadoPor: actor.idUsuario, modificadoEn: new Date() },
      })
      .returning({ idCatCuentasContables: catCuentasContables.idCatCuentasContables });
    if (!guardado) throw new Error('Las cuentas de la sucursal no se guardaron');
    await auditar({
      tabla: 'cat_cuentas_contables',
      clave: guardado.idCatCuentasContables,
      antes: {
        cuentaEfectivo: sucursal.cuentaEfectivo,
        cuentaTasaGral: sucursal.cuentaTasaGral,
        cuentaTasa0: sucursal.cuentaTasa0,
      },
      despues: { codSucursal: body.id, ...cuentas },
    });
    return respuesta(
      { ...sucursal, ...cuentas, idCatCuentasContables: guardado.idCatCuentasContables },
      m.cuentasGuardadas,
    );
  });
