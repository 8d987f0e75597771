import { format } from '@farmasi/contracts';
import {
  type DomicilioInput,
  type ModificarDatos,
  medicosMessages as msg,
  nombreCompleto,
  SSA_SIN_REGISTRO,
  validarCedula,
  validarDomicilio,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { catAntibioticosMedicos, catEstados } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { buscarDomicilio, buscarMedico, titularDe } from './queries.ts';
import { catAntibioticosDomicilios } from './tablas.ts';

/** Doctor edit (003 Doctor edit): cédula not empty/0, then cédula unique, then SSA unique unless '0'. */
export const modificarDatosPrincipales = (db: Database, actor: Actor, input: ModificarDatos) =>
  db.transaction(async (tx) => {
    const failure = validarCedula(input.cedula);
    if (failure) throw new Rechazo(failure);
    const antes = await buscarMedico(tx, input.idCatAntibioticosMedicos);
    if (!antes) throw new Rechazo(msg.medicoNoExiste);
    const cedula = input.cedula.trim();
    const sSA = input.sSA.trim() === '' ? SSA_SIN_REGISTRO : input.sSA.trim();
    const conCedula = await titularDe(tx, 'cedula', cedula, antes.idCatAntibioticosMedicos);
    if (conCedula) throw new Rechazo(format(msg.cedulaDuplicada, { name: nombreCompleto(conCedula) }));
    if (sSA !== SSA_SIN_REGISTRO) {
      const conSsa = await titularDe(tx, 'sSA', sSA, antes.idCatAntibioticosMedicos);
      if (conSsa) throw new Rechazo(format(msg.ssaDuplicado, { name: nombreCompleto(conSsa) }));
    }
    if (input.nombre.trim() === '') throw new Rechazo(msg.nombreRequerido);
    const valores = {
      cedula,
      sSA,
      nombre: input.nombre.trim(),
      apellidoPaterno: input.apellidoPaterno.trim(),
      apellidoMaterno: input.apellidoMaterno.trim(),
    };
    await tx
      .update(catAntibioticosMedicos)
      .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(eq(catAntibioticosMedicos.idCatAntibioticosMedicos, antes.idCatAntibioticosMedicos));
    await audit(tx, actor, {
      tabla: 'cat_antibioticos_medicos',
      clave: antes.idCatAntibioticosMedicos,
      antes,
      despues: valores,
    });
    const guardado = await buscarMedico(tx, antes.idCatAntibioticosMedicos);
    if (!guardado) throw new Error('El médico no se guardó');
    return guardado;
  });

export const modificarDomicilioMedico = (db: Database, actor: Actor, input: DomicilioInput) =>
  db.transaction(async (tx) => {
    const antes = await buscarDomicilio(
      tx,
      input.idCatAntibioticosDomicilios,
      input.idCatAntibioticosMedicos,
    );
    if (!antes) throw new Rechazo(msg.domicilioNoExiste);
    const falla = validarDomicilio(input);
    if (falla) throw new Rechazo(falla.message);
    const [estado] = await tx.select().from(catEstados).where(eq(catEstados.codEstado, input.cod_Estado));
    if (!estado) throw new Rechazo(msg.estadoNoExiste);
    const valores = {
      calle: input.calle,
      numExterior: input.numExterior,
      numInterior: input.numInterior,
      colonia: input.colonia,
      cP: input.cP.trim(),
      municipio: input.municipio,
      codEstado: input.cod_Estado,
      pais: input.pais || 'México',
    };
    await tx
      .update(catAntibioticosDomicilios)
      .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
      .where(eq(catAntibioticosDomicilios.idCatAntibioticosDomicilios, antes.idCatAntibioticosDomicilios));
    await audit(tx, actor, {
      tabla: 'cat_antibioticos_domicilios',
      clave: antes.idCatAntibioticosDomicilios,
      antes,
      despues: valores,
    });
    const guardado = await buscarDomicilio(
      tx,
      antes.idCatAntibioticosDomicilios,
      antes.idCatAntibioticosMedicos,
    );
    if (!guardado) throw new Error('El domicilio no se guardó');
    return guardado;
  });

/** Deletes an address; the acting user is recorded in the audit trail (003 §6). */
export const eliminarDomicilioMedico = (
  db: Database,
  actor: Actor,
  input: { idCatAntibioticosDomicilios: number; idCatAntibioticosMedicos: number },
) =>
  db.transaction(async (tx) => {
    const antes = await buscarDomicilio(
      tx,
      input.idCatAntibioticosDomicilios,
      input.idCatAntibioticosMedicos,
    );
    if (!antes) throw new Rechazo(msg.domicilioNoExiste);
    await tx
      .delete(catAntibioticosDomicilios)
      .where(eq(catAntibioticosDomicilios.idCatAntibioticosDomicilios, antes.idCatAntibioticosDomicilios));
    await audit(tx, actor, {
      tabla: 'cat_antibioticos_domicilios',
      clave: antes.idCatAntibioticosDomicilios,
      antes,
    });
    return { idCatAntibioticosDomicilios: antes.idCatAntibioticosDomicilios };
  });
