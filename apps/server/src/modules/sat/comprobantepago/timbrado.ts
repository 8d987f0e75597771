import {
  comprobantePagoMessages as m,
  type ResultadoTimbradoPago,
} from '@farmasi/contracts/sat/comprobantepago';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import type { Pac } from '../../../platform/cfdi/tipos.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { instanteDeHoraLocal } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { emisor, pacActivo, sellar } from './cfdi.ts';
import { datosDelComprobante, fechaDelXml } from './datos-cfdi.ts';
import { type Comprobante, clienteFiscal, comprobantePorId, documentosDelPago } from './queries.ts';

/** A stamping under way for longer than this is taken as dead (the process stopped): it may start again. */
const TIMBRANDO_MAX = '3 minutes';
/** The SAT stamps a CFDI up to 72 h after its issue date: a sealed XML older than this is sealed again. */
const SELLO_VIGENTE_MS = 70 * 3_600_000;

const resultado = (c: Pick<Comprobante, 'idPago'>, r: Omit<ResultadoTimbradoPago, 'idPago'>) => ({
  idPago: c.idPago,
  ...r,
});

const yaTimbrado = (c: Comprobante): ResultadoTimbradoPago =>
  resultado(c, {
    valor: true,
    uuid: c.uuid ?? '',
    mensaje: m.yaTimbrado,
    yaTimbrado: true,
    modoPrueba: c.modoPrueba,
  });

/** Whether the sealed XML kept from the last attempt may be sent again as it is. */
const reenviable = (c: Comprobante, ahora: Date) => {
  if (!c.reintentable || !c.xmlSellado) return false;
  const fecha = fechaDelXml(c.xmlSellado);
  if (!fecha) return false;
  const emitido = instanteDeHoraLocal(new Date(`${fecha}Z`));
  return ahora.getTime() - emitido.getTime() < SELLO_VIGENTE_MS;
};

/** The receipt sealed now from what is stored: issuer, customer, invoices paid. */
const sellarAhora = async (db: Queryable, c: Comprobante, ahora: Date) => {
  const [e, cliente, documentos] = await Promise.all([
    emisor(),
    clienteFiscal(db, c.codCliente),
    documentosDelPago(db, c.idPago),
  ]);
  if (!cliente) throw new Error(m.clienteNoExiste);
  const datos = await datosDelComprobante({
    comprobante: c,
    cliente,
    documentos,
    emisor: e.emisor,
    lugarExpedicion: e.lugarExpedicion,
    ahora,
  });
  return sellar(datos, e.credencial);
};

const textoDe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Seals and stamps a saved receipt (002 §7 timbrar-pago). One stamped before answers its UUID. One
 * stamping at a time per receipt. The sealed XML is kept before it is sent: when the PAC does not
 * answer, the next attempt sends the same document, which the PAC then answers as 'already stamped'
 * (success) if it had stamped it. A refusal or an error keeps the receipt unstamped with the PAC's
 * message, to be generated later from the reprint screen. Never throws for the stamping itself.
 */
export const timbrarComprobante = async (
  db: Queryable,
  actor: Actor,
  idPago: number,
  opciones: { pac?: Pac; ahora?: Date } = {},
): Promise<ResultadoTimbradoPago> => {
  const ahora = opciones.ahora ?? new Date();
  const c = await comprobantePorId(db, idPago);
  if (!c) throw new Rechazo(m.comprobanteNoExiste);
  if (c.timbrado) return yaTimbrado(c);
  const [tomado] = await rowsOf<{ idPago: number }>(
    db,
    sql`update comprobantes_pago set timbrando_desde = now()
         where id_pago = ${idPago} and not timbrado
           and (timbrando_desde is null or timbrando_desde < now() - ${TIMBRANDO_MAX}::interval)
         returning id_pago as "idPago"`,
  );
  if (!tomado) {
    const ahoraEs = await comprobantePorId(db, idPago);
    if (ahoraEs?.timbrado) return yaTimbrado(ahoraEs);
    throw new Rechazo(m.timbrandoAhora);
  }

  let modoPrueba = false;
  try {
    const pac = opciones.pac ?? (await pacActivo());
    modoPrueba = pac.modoPrueba;
    const xml = reenviable(c, ahora) ? c.xmlSellado! : await sellarAhora(db, c, ahora);
    // Kept before sending: if this process stops before the answer, the next attempt resends it.
    await db.execute(
      sql`update comprobantes_pago set xml_sellado = ${xml}, reintentable = true, intentos = intentos + 1
           where id_pago = ${idPago}`,
    );
    const r = await pac.timbrar(xml);
    if (r.ok) {
      const fechaTimbrado = instanteDeHoraLocal(new Date(`${r.fechaTimbrado.slice(0, 19)}Z`));
      const mensaje = r.yaTimbrado ? m.yaTimbrado : '';
      await db.execute(
        sql`update comprobantes_pago
               set timbrado = true, uuid = ${r.uuid.toUpperCase()}, xml_timbrado = ${r.xml},
                   fecha_timbrado = ${(Number.isNaN(fechaTimbrado.getTime()) ? ahora : fechaTimbrado).toISOString()}::timestamptz,
                   mensaje_pac = ${mensaje}, modo_prueba = ${pac.modoPrueba}, reintentable = false,
                   timbrando_desde = null, modificado_en = now(), modificado_por = ${actor.idUsuario}
             where id_pago = ${idPago}`,
      );
      await audit(db, actor, {
        tabla: 'comprobantes_pago',
        clave: idPago,
        despues: { timbrado: true, uuid: r.uuid.toUpperCase(), yaTimbrado: r.yaTimbrado, pac: pac.nombre },
      });
      return resultado(c, {
        valor: true,
        uuid: r.uuid.toUpperCase(),
        mensaje,
        yaTimbrado: r.yaTimbrado,
        modoPrueba: pac.modoPrueba,
      });
    }
    await fallo(db, actor, idPago, r.mensaje, r.reintentable);
    return resultado(c, { valor: false, uuid: '', mensaje: r.mensaje, yaTimbrado: false, modoPrueba });
  } catch (error) {
    const mensaje = `No se pudo timbrar el comprobante: ${textoDe(error)}`;
    await fallo(db, actor, idPago, mensaje, null).catch(() => undefined);
    return resultado(c, { valor: false, uuid: '', mensaje, yaTimbrado: false, modoPrueba });
  }
};

/**
 * Keeps the PAC's message on the unstamped receipt. `reintentable` false forgets the sealed XML (the
 * next attempt seals again); null (an error of ours) leaves the XML as it was.
 */
const fallo = async (
  db: Queryable,
  actor: Actor,
  idPago: number,
  mensaje: string,
  reintentable: boolean | null,
) => {
  await db.execute(
    sql`update comprobantes_pago
           set mensaje_pac = ${mensaje.slice(0, 2000)}, timbrando_desde = null,
               reintentable = coalesce(${reintentable}::boolean, reintentable),
               xml_sellado = case when ${reintentable}::boolean = false then null else xml_sellado end,
               modificado_en = now(), modificado_por = ${actor.idUsuario}
         where id_pago = ${idPago}`,
  );
  await audit(db, actor, {
    tabla: 'comprobantes_pago',
    clave: idPago,
    despues: { timbrado: false, mensaje },
  });
};

/** Stamps the listed receipts one after another (002 §7 guardar-cfdpagos), each with its own answer. */
export const timbrarVarios = async (
  db: Queryable,
  actor: Actor,
  ids: readonly number[],
  opciones: { pac?: Pac; ahora?: Date } = {},
): Promise<ResultadoTimbradoPago[]> => {
  const out: ResultadoTimbradoPago[] = [];
  for (const idPago of [...new Set(ids)]) {
    try {
      out.push(await timbrarComprobante(db, actor, idPago, opciones));
    } catch (error) {
      if (!(error instanceof Rechazo)) throw error;
      out.push({
        idPago,
        valor: false,
        uuid: '',
        mensaje: error.message,
        yaTimbrado: false,
        modoPrueba: false,
      });
    }
  }
  return out;
};
