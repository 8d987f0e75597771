import { format } from '@farmasi/contracts/messages';
import { type procesoPagoBody, proveedorDeMarca } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { gestionPagoMessages as m } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { enteros, rowsOf } from '../../../platform/sql.ts';

interface Documento {
  id: number;
  estatus: string;
  idDet: number;
  estado: string;
  proveedor: string;
  marca: string;
  idPedido: number;
  folioPedido: number;
}

/**
 * The documents asked for, locked for this transaction (FOR UPDATE): a second call for the same
 * ones waits here until the first commits, then reads their new status and is refused.
 */
const bloquear = (tx: Tx, tabla: 'facturas' | 'notas', ids: readonly number[]) =>
  rowsOf<Documento>(
    tx,
    tabla === 'facturas'
      ? sql`select d.id_facturas_proveedores as id, d.estatus, d.id_cat_proveedores_marcas_det as "idDet",
                   coalesce(s.estado, '') as estado, p.nombre as proveedor, me.nombre as marca,
                   coalesce(d.id_pedido_proveedor_enc, 0) as "idPedido",
                   coalesce(pe.folio_pedido_proveedor, 0) as "folioPedido"
              from facturas_proveedores d
              join cat_proveedores_marcas_det md on md.id_cat_proveedores_marcas_det = d.id_cat_proveedores_marcas_det
              join cat_proveedores_marcas_enc me on me.id_cat_proveedores_marcas_enc = md.id_cat_proveedores_marcas_enc
              join cat_proveedores p on p.cod_proveedor = md.cod_proveedor
              left join pedidos_proveedor_enc pe on pe.id_pedido_proveedor_enc = d.id_pedido_proveedor_enc
              left join cat_sucursales s on s.cod_sucursal = coalesce(d.cod_sucursal, pe.cod_sucursal)
             where d.id_facturas_proveedores = any(${enteros(ids)})
             order by d.id_facturas_proveedores
               for update of d`
      : sql`select d.id_facturas_proveedores_nota_credito as id, d.estatus,
                   d.id_cat_proveedores_marcas_det as "idDet", coalesce(s.estado, '') as estado,
                   '' as proveedor, '' as marca, 0 as "idPedido", 0 as "folioPedido"
              from facturas_proveedores_nota_credito d
              left join cat_sucursales s on s.cod_sucursal = d.cod_sucursal
             where d.id_facturas_proveedores_nota_credito = any(${enteros(ids)})
             order by d.id_facturas_proveedores_nota_credito
               for update of d`,
  );

/** The rules of 002 §4–§5 again on the server, over the locked rows, in the screen's order. */
const revisar = async (tx: Tx, ids: readonly number[], idsNotas: readonly number[]) => {
  const facturas = await bloquear(tx, 'facturas', ids);
  const notas = idsNotas.length ? await bloquear(tx, 'notas', idsNotas) : [];
  // Gone, or no longer ER / N (already in a payment: the second of two identical calls stops here).
  if (
    facturas.length !== ids.length ||
    notas.length !== idsNotas.length ||
    facturas.some((f) => f.estatus !== 'ER') ||
    notas.some((n) => n.estatus !== 'N')
  )
    throw new Rechazo(m.noDisponibles);
  const [primera] = facturas as [Documento];
  if ([...facturas, ...notas].some((d) => d.idDet !== primera.idDet || d.estado !== primera.estado))
    throw new Rechazo(m.otroProveedorServidor);
  const [{ cuentas }] = (await rowsOf<{ cuentas: number }>(
    tx,
    sql`select count(*)::int as cuentas from cat_proveedores_marcas_cuentas
         where id_cat_proveedores_marcas_det = ${primera.idDet}`,
  )) as [{ cuentas: number }];
  if (cuentas === 0) throw new Rechazo(format(m.sinCuentas, { proveedor: proveedorDeMarca(primera) }));
  // An order's invoices are paid together (the screen ticks them together).
  const pedidos = [...new Set(facturas.filter((f) => f.idPedido > 0).map((f) => f.idPedido))];
  if (pedidos.length) {
    const faltantes = await rowsOf<{ folio: number }>(
      tx,
      sql`select pe.folio_pedido_proveedor as folio
            from facturas_proveedores f
            join pedidos_proveedor_enc pe on pe.id_pedido_proveedor_enc = f.id_pedido_proveedor_enc
           where f.id_pedido_proveedor_enc = any(${enteros(pedidos)}) and f.estatus = 'ER'
             and not (f.id_facturas_proveedores = any(${enteros(ids)}))
           order by pe.folio_pedido_proveedor limit 1`,
    );
    if (faltantes[0]) throw new Rechazo(format(m.pedidoIncompleto, { folio: faltantes[0].folio }));
  }
  return primera;
};

/**
 * 'Proceso de pago' (002 §4, §7 mark in process): in one transaction, with the documents locked,
 * checks them again (ER invoices and N notes of one brand supplier and state, the supplier with bank
 * accounts, whole orders, notes not above invoices: totals in SQL numeric), creates the payment (PP)
 * and marks its invoices and notes PP. A second identical call finds them PP and marks nothing.
 */
export const procesarPago = async (db: Database, actor: Actor, body: z.output<typeof procesoPagoBody>) => {
  const ids = body.idFacturasProveedores;
  const idsNotas = body.idFacturasProveedoresNotaCredito;
  if (new Set(ids).size !== ids.length || new Set(idsNotas).size !== idsNotas.length)
    throw new Rechazo(m.repetidos);
  return escribir(db, actor, async ({ tx, auditar }) => {
    const primera = await revisar(tx, ids, idsNotas);
    const [totales] = (await rowsOf<{ facturas: string; notas: string; excede: boolean }>(
      tx,
      sql`select f.total::text as facturas, n.total::text as notas, n.total > f.total as excede
            from (select coalesce(sum(importe), 0) as total from facturas_proveedores
                   where id_facturas_proveedores = any(${enteros(ids)})) f,
                 (select coalesce(sum(importe), 0) as total from facturas_proveedores_nota_credito
                   where id_facturas_proveedores_nota_credito = any(${enteros(idsNotas)})) n`,
    )) as [{ facturas: string; notas: string; excede: boolean }];
    if (totales.excede) throw new Rechazo(m.notasExceden);
    const [pago] = (await rowsOf<{ id: number; importe: number }>(
      tx,
      sql`insert into facturas_proveedores_pago_enc
            (id_cat_proveedores_marcas_det, total_facturas, total_notas, importe, estatus, creado_por)
          values (${primera.idDet}, ${totales.facturas}::numeric, ${totales.notas}::numeric,
                  ${totales.facturas}::numeric - ${totales.notas}::numeric, 'PP', ${actor.idUsuario})
          returning id_facturas_proveedores_pago_enc as id, importe::float8 as importe`,
    )) as [{ id: number; importe: number }];
    // The status is part of the condition: a row changed since it was read is not marked twice.
    const facturas = await rowsOf<{ id: number }>(
      tx,
      sql`update facturas_proveedores
             set estatus = 'PP', id_facturas_proveedores_pago_enc = ${pago.id},
                 modificado_en = now(), modificado_por = ${actor.idUsuario}
           where id_facturas_proveedores = any(${enteros(ids)}) and estatus = 'ER'
       returning id_facturas_proveedores as id`,
    );
    const notas = idsNotas.length
      ? await rowsOf<{ id: number }>(
          tx,
          sql`update facturas_proveedores_nota_credito
                 set estatus = 'PP', id_facturas_proveedores_pago_enc = ${pago.id},
                     modificado_en = now(), modificado_por = ${actor.idUsuario}
               where id_facturas_proveedores_nota_credito = any(${enteros(idsNotas)}) and estatus = 'N'
           returning id_facturas_proveedores_nota_credito as id`,
        )
      : [];
    if (facturas.length !== ids.length || notas.length !== idsNotas.length)
      throw new Rechazo(m.noDisponibles);
    await auditar(
      {
        tabla: 'facturas_proveedores_pago_enc',
        clave: pago.id,
        despues: { ...totales, idCatProveedoresMarcasDet: primera.idDet, estatus: 'PP' },
      },
      ...facturas.map((f) => ({
        tabla: 'facturas_proveedores',
        clave: f.id,
        antes: { estatus: 'ER' },
        despues: { estatus: 'PP', idFacturasProveedoresPagoEnc: pago.id },
      })),
      ...notas.map((n) => ({
        tabla: 'facturas_proveedores_nota_credito',
        clave: n.id,
        antes: { estatus: 'N' },
        despues: { estatus: 'PP', idFacturasProveedoresPagoEnc: pago.id },
      })),
    );
    return {
      idFacturasProveedoresPagoEnc: pago.id,
      facturas: facturas.length,
      notas: notas.length,
      importe: pago.importe,
    };
  });
};
