import {
  type ClienteCredito,
  CORREOS_MAX,
  type GuardarCliente,
  empresasCreditoMessages as m,
  RFC_EXTRANJERO,
  RFC_GENERICO,
} from '@farmasi/contracts/contabilidad/empresas-credito';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coloniasDeCodigoPostal } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/sql.ts';
import { clientePorCodigo, clientePorRfc, correosDe, domiciliosDe, listarRegimenes } from './queries.ts';
import { clientesCredito, clientesCreditoCorreos, clientesCreditoDomicilios } from './tablas.ts';
import { verificarDatosFiscales } from './verificar.ts';

/** 002 §4 lookup: code 0 with the customer when the RFC is registered (empty lists when new); 1 for the generic RFCs. */
export const consultarRfc = async (db: Database, rfc: string) => {
  const regimenFiscal = (await listarRegimenes(db)).map(({ regimenFiscal, descripcion }) => ({
    regimenFiscal,
    descripcion,
  }));
  const vacio = { clientes: [], correos: [], domicilios: [], regimenFiscal };
  if (rfc === RFC_GENERICO || rfc === RFC_EXTRANJERO)
    return { data: { code: 1, ...vacio }, message: m.rfcGenerico };
  const cliente = await clientePorRfc(db, rfc);
  if (!cliente) return { data: { code: 0, ...vacio }, message: m.rfcNuevo };
  return {
    data: {
      code: 0,
      clientes: [cliente],
      correos: await correosDe(db, cliente.codCliente),
      domicilios: await domiciliosDe(db, cliente.codCliente),
      regimenFiscal,
    },
    message: '',
  };
};

/** Correos without repeats (case aside), in the order given. */
const sinRepetir = (correos: readonly string[]) => {
  const vistos = new Set<string>();
  return correos
    .map((c) => c.trim())
    .filter((c) => !vistos.has(c.toLowerCase()) && vistos.add(c.toLowerCase()));
};

/**
 * 002 §7 guardarCliente: the checks of 002 §5 (the contract), the RFC verification, then the
 * customer, its address (localidad, municipio and estado from the postal-code catalogue) and its
 * e-mails in one transaction. A new customer's RFC must be free; an existing one keeps its code.
 */
export const guardarCliente = async (
  db: Database,
  actor: Actor,
  c: GuardarCliente & { rfc: string },
): Promise<ClienteCredito> => {
  const verificacion = await verificarDatosFiscales(db, {
    rfc: c.rfc,
    codigoPostal: c.domicilio.codPostal,
    nombre: c.nombre,
    regimenFiscal: c.regimenFiscal,
  });
  if (!verificacion.valor) throw new Rechazo(verificacion.mensaje);
  const colonias = await coloniasDeCodigoPostal(db, c.domicilio.codPostal);
  const lugar =
    colonias.find((x) => x.colonia.toLowerCase() === c.domicilio.colonia.trim().toLowerCase()) ?? colonias[0];
  const datos = {
    rfc: c.rfc,
    nombre: c.nombre.trim(),
    nombreComercial: c.nombreComercial.trim(),
    telefono: c.telefono.trim(),
    regimenFiscal: c.regimenFiscal,
    publicoGeneral: c.publicoGeneral,
  };
  try {
    const codCliente = await db.transaction(async (tx) => {
      let cod = c.codCliente;
      if (cod === 0) {
        const [nuevo] = await tx
          .insert(clientesCredito)
          .values({ ...datos, creadoPor: actor.idUsuario })
          .returning();
        cod = nuevo!.codCliente;
        await audit(tx, actor, { tabla: 'clientes_credito', clave: cod, despues: nuevo });
      } else {
        const [antes] = await tx
          .select()
          .from(clientesCredito)
          .where(eq(clientesCredito.codCliente, cod))
          .for('update');
        if (!antes) throw new Rechazo(m.clienteNoExiste);
        const [despues] = await tx
          .update(clientesCredito)
          .set({ ...datos, modificadoEn: new Date(), modificadoPor: actor.idUsuario })
          .where(eq(clientesCredito.codCliente, cod))
          .returning();
        await audit(tx, actor, { tabla: 'clientes_credito', clave: cod, antes, despues });
      }
      const domicilio = {
        calle: c.domicilio.calle.trim(),
        colonia: c.domicilio.colonia.trim(),
        numExterior: c.domicilio.numExterior.trim(),
        numInterior: c.domicilio.numInterior.trim(),
        codPostal: c.domicilio.codPostal,
        localidad: lugar?.localidad ?? '',
        municipio: lugar?.municipio ?? '',
        estado: lugar?.estado ?? '',
      };
      await tx
        .insert(clientesCreditoDomicilios)
        .values({ codCliente: cod, ...domicilio })
        .onConflictDoUpdate({ target: clientesCreditoDomicilios.codCliente, set: domicilio });
      await tx.delete(clientesCreditoCorreos).where(eq(clientesCreditoCorreos.codCliente, cod));
      await tx
        .insert(clientesCreditoCorreos)
        .values(sinRepetir(c.correos).map((correo) => ({ codCliente: cod, correo })));
      return cod;
    });
    return (await clientePorCodigo(db, codCliente))!;
  } catch (e) {
    if (isUniqueViolation(e)) throw new Rechazo(m.rfcDeOtro);
    throw e;
  }
};

const existe = async (db: Database, codCliente: number) => {
  if (!(await clientePorCodigo(db, codCliente))) throw new Rechazo(m.clienteNoExiste);
};

/** Adds an e-mail to a saved customer at once: a repeat is ignored, a tenth refused. */
export const agregarCorreo = async (db: Database, actor: Actor, codCliente: number, correo: string) => {
  await existe(db, codCliente);
  const actuales = await correosDe(db, codCliente);
  if (!actuales.some((a) => a.correo.toLowerCase() === correo.trim().toLowerCase())) {
    if (actuales.length >= CORREOS_MAX) throw new Rechazo(m.correosMax);
    await db.transaction(async (tx) => {
      await tx
        .insert(clientesCreditoCorreos)
        .values({ codCliente, correo: correo.trim() })
        .onConflictDoNothing();
      await audit(tx, actor, { tabla: 'clientes_credito_correos', clave: codCliente, despues: { correo } });
    });
  }
  return correosDe(db, codCliente);
};

/** Removes an e-mail of a saved customer at once; the last one stays (a customer needs one). */
export const quitarCorreo = async (db: Database, actor: Actor, codCliente: number, correo: string) => {
  await existe(db, codCliente);
  const donde = and(
    eq(clientesCreditoCorreos.codCliente, codCliente),
    sql`lower(${clientesCreditoCorreos.correo}) = lower(${correo.trim()})`,
  );
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(clientesCreditoCorreos).where(donde);
  if (!n) throw new Rechazo(m.correoNoExiste);
  if ((await correosDe(db, codCliente)).length <= 1) throw new Rechazo(m.alMenosUnCorreo);
  await db.transaction(async (tx) => {
    await tx.delete(clientesCreditoCorreos).where(donde);
    await audit(tx, actor, { tabla: 'clientes_credito_correos', clave: codCliente, antes: { correo } });
  });
  return correosDe(db, codCliente);
};
