import {
  conDatos,
  type FacturaPago,
  fallaGenerar,
  fallaImportes,
  fallaSeleccion,
  comprobantePagoMessages as m,
  nombreFactura,
  SERIE_PAGO_DEFAULT,
} from '@farmasi/contracts/sat/comprobantepago';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { hoy } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { decimal } from './datos-cfdi.ts';
import { clienteFiscal, facturasPorId } from './queries.ts';
import { comprobantesPago, comprobantesPagoFacturas } from './tablas.ts';

export interface Pago {
  codCliente: number;
  formaPago: string;
  fechaPago: string;
}

/**
 * The checks of a save (002 §5, then the project's), in the order the screen runs them: the invoices
 * exist and come once; one customer (the path's); at least one; each amount above 0, not above its
 * balance; the payment method, the date, not after today nor before an invoice; the customer's fiscal
 * data complete (the receipt cannot be stamped without them). Answers the invoices with their amounts.
 */
const revisar = async (db: Database, p: Pago, filas: readonly FacturaPago[], ahora: Date) => {
  const marcadas = filas.filter((f) => f.seleccionado !== false);
  const ids = marcadas.map((f) => f.idFacturaCredito);
  const porId = new Map((await facturasPorId(db, ids)).map((f) => [f.idFacturaCredito, f]));
  const vistas = new Set<number>();
  const facturas = marcadas.map((fila) => {
    const f = porId.get(fila.idFacturaCredito);
    if (!f) throw new Rechazo(m.facturaNoExiste);
    if (vistas.has(f.idFacturaCredito))
      throw new Rechazo(conDatos(m.facturaRepetida, { factura: nombreFactura(f) }));
    vistas.add(f.idFacturaCredito);
    return { ...f, saldo: f.saldoCentavos / 100, importePagado: fila.importePagado ?? f.saldoCentavos / 100 };
  });
  const seleccion = fallaSeleccion([...facturas, ...(facturas.length ? [{ codCliente: p.codCliente }] : [])]);
  if (seleccion) throw new Rechazo(seleccion);
  for (const f of facturas)
    if (f.saldoCentavos <= 0) throw new Rechazo(conDatos(m.sinSaldo, { factura: nombreFactura(f) }));
  const importes = fallaImportes(facturas);
  if (importes) throw new Rechazo(importes.mensaje);
  const generar = fallaGenerar(
    p,
    hoy(ahora),
    facturas.map((f) => ({ ...f, fechaFactura: f.fecha })),
  );
  if (generar) throw new Rechazo(generar.mensaje);
  const cliente = await clienteFiscal(db, p.codCliente);
  if (!cliente) throw new Rechazo(m.clienteNoExiste);
  if (!cliente.rfc || !cliente.regimenFiscal || !/^\d{5}$/.test(cliente.codPostal))
    throw new Rechazo(conDatos(m.datosFiscales, { nombre: cliente.nombre }));
  return facturas.map((f) => ({ ...f, pagadoCentavos: Math.round(f.importePagado * 100) }));
};

/**
 * Saves a receipt, unstamped (002 §7 guardar-facturapago): the next folio of the default series,
 * taken with the series row locked (two saves at once get consecutive folios), and each invoice's
 * balance lowered only if it still covers the amount (another user's payment of the same invoice
 * meanwhile is refused, not overdrawn). One transaction: a refusal leaves nothing written.
 */
export const guardarPago = async (
  db: Database,
  actor: Actor,
  p: Pago,
  filas: readonly FacturaPago[],
  ahora = new Date(),
) => {
  const facturas = await revisar(db, p, filas, ahora);
  const monto = facturas.reduce((s, f) => s + f.pagadoCentavos, 0);
  return escribir(db, actor, async ({ tx, auditar }) => {
    const [serie] = await rowsOf<{ folio: number }>(
      tx,
      sql`update series_pago set ultimo_folio = ultimo_folio + 1
           where serie_pago = ${SERIE_PAGO_DEFAULT} returning ultimo_folio as folio`,
    );
    if (!serie) throw new Rechazo(conDatos(m.serieNoExiste, { serie: SERIE_PAGO_DEFAULT }));
    const renglones = [];
    // In id order: two saves touching the same invoices lock them in the same order.
    for (const f of [...facturas].sort((a, b) => a.idFacturaCredito - b.idFacturaCredito)) {
      const pagado = decimal(f.pagadoCentavos);
      const [saldo] = await rowsOf<{ anterior: string; insoluto: string; parcialidad: number }>(
        tx,
        sql`update facturas_credito
               set saldo = saldo - ${pagado}::numeric, modificado_en = now(), modificado_por = ${actor.idUsuario}
             where id_factura_credito = ${f.idFacturaCredito} and cod_cliente = ${p.codCliente}
               and saldo >= ${pagado}::numeric
         returning (saldo + ${pagado}::numeric)::text as anterior, saldo::text as insoluto,
                   (select count(*) from comprobantes_pago_facturas d
                     where d.id_factura_credito = facturas_credito.id_factura_credito)::int + 1 as parcialidad`,
      );
      if (!saldo) throw new Rechazo(conDatos(m.saldoCambio, { factura: nombreFactura(f) }));
      renglones.push({
        idFacturaCredito: f.idFacturaCredito,
        numParcialidad: saldo.parcialidad,
        saldoAnterior: saldo.anterior,
        importePagado: pagado,
        saldoInsoluto: saldo.insoluto,
      });
    }
    const [comprobante] = await tx
      .insert(comprobantesPago)
      .values({
        seriePago: SERIE_PAGO_DEFAULT,
        folioPago: serie.folio,
        codCliente: p.codCliente,
        formaPago: p.formaPago,
        fechaPago: p.fechaPago,
        montoPago: decimal(monto),
        fechaEmision: ahora,
        creadoPor: actor.idUsuario,
      })
      .returning();
    const idPago = comprobante!.idPago;
    await tx.insert(comprobantesPagoFacturas).values(renglones.map((r) => ({ ...r, idPago })));
    await auditar(
      { tabla: 'comprobantes_pago', clave: idPago, despues: comprobante },
      ...renglones.map((r) => ({
        tabla: 'comprobantes_pago_facturas',
        clave: `${idPago}-${r.idFacturaCredito}`,
        despues: r,
      })),
    );
    return [{ idPago, seriePago: SERIE_PAGO_DEFAULT, folioPago: serie.folio, montoPago: monto / 100 }];
  });
};
