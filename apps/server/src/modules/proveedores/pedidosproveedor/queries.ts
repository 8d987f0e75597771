import { documentosMessages as dm } from '@farmasi/contracts/proveedores/facturasenrevision';
import type { consultaPedidosBody, Pedido } from '@farmasi/contracts/proveedores/pedidosproveedor';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client.ts';
import {
  estatusDeDocumentos,
  filtroEstatusDocumento,
  totalesDePedido,
} from '../../../db/documentos-proveedor.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { limitesDelDia } from '../../../platform/fechas.ts';
import { instanteIso as iso, rowsOf } from '../../../platform/sql.ts';

export type FiltrosPedidos = z.output<typeof consultaPedidosBody>;

/** Order statuses (tipo P) in their order (002 §7 proveedoresPedido/ObtenerEstatus). */
export const estatusPedidos = (db: Queryable) =>
  rowsOf<{ estatus: string; descripcion: string }>(db, estatusDeDocumentos('P'));

/** 'De' after 'A' is refused before anything is read. */
export const revisarRango = (f: { fechaInicio: string; fechaFin: string }) => {
  if (f.fechaInicio > f.fechaFin) throw new Rechazo(dm.fechaInicialMayor);
};

/**
 * Every filter is combined (AND): folio, branch and brand 0 mean any; the range covers whole Mexico
 * City days of the order's instant.
 */
const condiciones = (f: FiltrosPedidos): SQL =>
  sql.join(
    [
      sql`p.fecha_pedido >= ${limitesDelDia(f.fechaInicio).desde.toISOString()}::timestamptz`,
      sql`p.fecha_pedido < ${limitesDelDia(f.fechaFin).hasta.toISOString()}::timestamptz`,
      f.folioPedidoProveedor > 0 ? sql`p.folio_pedido_proveedor = ${f.folioPedidoProveedor}` : sql`true`,
      f.codSucursal > 0 ? sql`p.cod_sucursal = ${f.codSucursal}` : sql`true`,
      f.idCatProveedoresMarcasEnc > 0
        ? sql`d.id_cat_proveedores_marcas_enc = ${f.idCatProveedoresMarcasEnc}`
        : sql`true`,
      filtroEstatusDocumento(sql`p.estatus`, 'P', f.estatus),
    ],
    sql` and `,
  );

const desde = sql`pedidos_proveedor_enc p
  join cat_proveedores_marcas_det d on d.id_cat_proveedores_marcas_det = p.id_cat_proveedores_marcas_det`;

/**
 * One page of the filtered orders, newest first: the page's ids are chosen on the headers alone,
 * then only those orders are joined and totalled.
 */
export const listarPedidos = async (
  db: Queryable,
  f: FiltrosPedidos,
  limite: number,
  saltar: number,
): Promise<Pedido[]> => {
  return rowsOf<Pedido>(
    db,
    sql`with pagina as (
          select p.id_pedido_proveedor_enc as id, p.fecha_pedido from ${desde}
           where ${condiciones(f)}
           order by p.fecha_pedido desc, p.id_pedido_proveedor_enc desc
           limit ${limite} offset ${saltar})
        select p.id_pedido_proveedor_enc as "idPedidoProveedorEnc", p.ticket::text as ticket,
               ${iso(sql`p.fecha_pedido`)} as "fechaPedido", p.folio_pedido_proveedor as "folioPedidoProveedor",
               p.cod_sucursal as "codSucursal", s.sucursal,
               (t.subtotal + t.iva + t.ieps)::float8 as importe,
               d.id_cat_proveedores_marcas_enc as "idCatProveedoresMarcasEnc", e.nombre as marca,
               pr.nombre as proveedor, p.estatus, coalesce(st.descripcion, p.estatus) as "estatusDescripcion"
          from pagina g
          join pedidos_proveedor_enc p on p.id_pedido_proveedor_enc = g.id
          join cat_proveedores_marcas_det d on d.id_cat_proveedores_marcas_det = p.id_cat_proveedores_marcas_det
          join cat_proveedores_marcas_enc e on e.id_cat_proveedores_marcas_enc = d.id_cat_proveedores_marcas_enc
          join cat_proveedores pr on pr.cod_proveedor = d.cod_proveedor
          join cat_sucursales s on s.cod_sucursal = p.cod_sucursal
          left join proveedores_documentos_estatus st on st.tipo = 'P' and st.estatus = p.estatus
          cross join lateral ${totalesDePedido(sql`p.id_pedido_proveedor_enc`)} t
         order by g.fecha_pedido desc, g.id desc`,
  );
};

export const contarPedidos = async (db: Queryable, f: FiltrosPedidos) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${desde} where ${condiciones(f)}`))[0]
    ?.n ?? 0;
