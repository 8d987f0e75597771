import {
  type ClienteCredito,
  CORREOS_MAX,
  type GuardarCliente,
  empresasCreditoMessages as m,
  RFC_EXTRANJERO,
  RFC_GENERICO,
} from '@farmasi/contracts/contabilidad/empresas-credito';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../../db/client.ts';
import {
  clientesCredito,
  clientesCreditoCorreos,
  clientesCreditoDomicilios,
  coloniasDeCodigoPostal,
} from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/sql.ts';
import { clientePorCodigo, clientePorRfc, correosDe, domiciliosDe, listarRegimenes } from './queries.ts';
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
export const sinRepetir = (correos: readonly string[]) => {
  const vistos = new Set<string>();
  return correos
    .map((c) => c.trim())
    .filter((c) => !vistos.has(c.toLowerCase()) && vistos.add(c.toLowerCase()));
};

/** What a customer's save stores: its row's data, its address and its e-mails. */
export interface ClienteAGuardar {
  datos: Pick<
    typeof clientesCredito.$inferInsert,
    'rfc' | 'nombre' | 'nombreComercial' | 'telefono' | 'regimenFiscal' | 'publicoGeneral'
  >;
  domicilio: Omit<typeof clientesCreditoDomicilios.$inferInsert, 'codCliente' | 'idDomicilio'>;
  correos: string[];
}

/**
 * The save's body as stored: texts trimmed, e-mails without repeats, and the address's localidad,
 * municipio and estado from the postal-code catalogue (the colony's, or the code's first).
 */
export const clienteAGuardar = async (
  db: Queryable,
  c: GuardarCliente & { rfc: string },
): Promise<ClienteAGuardar> => {
  const colonias = await coloniasDeCodigoPostal(db, c.domicilio.codPostal);
  const lugar =
    colonias.find((x) => x.colonia.toLowerCase() === c.domicilio.colonia.trim().toLowerCase()) ?? colonias[0];
  return {
    datos: {
      rfc: c.rfc,
      nombre: c.nombre.trim(),
      nombreComercial: c.nombreComercial.trim(),
      telefono: c.telefono.trim(),
      regimenFiscal: c.regimenFiscal,
      publicoGeneral: c.publicoGeneral,
    },
    domicilio: {
      calle: c.domicilio.calle.trim(),
      colonia: c.domicilio.colonia.trim(),
      numExterior: c.domicilio.numExterior.trim(),
      numInterior: c.domicilio.numInterior.trim(),
      codPostal: c.domicilio.codPostal,
      localidad: lugar?.localidad ?? '',
      municipio: lugar?.municipio ?? '',
      estado: lugar?.estado ?? '',
    },
    correos: sinRepetir(c.correos),
  };
};

/**
 * Writes a customer inside the caller's transaction (the screen's save, the customers' import):
 * a new one (codCliente 0) or an existing one locked and updated, its address and its e-mails
 * replaced; audited before → after with the address and e-mails. Answers its code.
 */
export const escribirCliente = async (tx: Tx, actor: Actor, codCliente: number, v: ClienteAGuardar) => {
  let cod = codCliente;
  let antes: Record<string, unknown> | undefined;
  if (cod === 0) {
    const [nuevo] = await tx
      .insert(clientesCredito)
      .values({ ...v.datos, creadoPor: actor.idUsuario })
      .returning();
    cod = nuevo!.codCliente;
  } else {
    const [fila] = await tx
      .select()
      .from(clientesCredito)
      .where(eq(clientesCredito.codCliente, cod))
      .for('update');
    if (!fila) throw new Rechazo(m.clienteNoExiste);
    antes = {
      ...fila,
      domicilio: (await domiciliosDe(tx, cod))[0],
      correos: (await correosDe(tx, cod)).map((c) => c.correo),
    };
    await tx
      .update(clientesCredito)
      .set({ ...v.datos, modificadoEn: new Date(), modificadoPor: actor.idUsuario })
      .where(eq(clientesCredito.codCliente, cod));
  }
  await tx
    .insert(clientesCreditoDomicilios)
    .values({ codCliente: cod, ...v.domicilio })
    .onConflictDoUpdate({ target: clientesCreditoDomicilios.codCliente, set: v.domicilio });
  await tx.delete(clientesCreditoCorreos).where(eq(clientesCreditoCorreos.codCliente, cod));
  await tx.insert(clientesCreditoCorreos).values(v.correos.map((correo) => ({ codCliente: cod, correo })));
  const [despues] = await tx.select().from(clientesCredito).where(eq(clientesCredito.codCliente, cod));
  await audit(tx, actor, {
    tabla: 'clientes_credito',
    clave: cod,
    antes,
    despues: { ...despues, domicilio: v.domicilio, correos: v.correos },
  });
  return cod;
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
  const v = await clienteAGuardar(db, c);
  try {
    const codCliente = await db.transaction((tx) => escribirCliente(tx, actor, c.codCliente, v));
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
