import type {
  CuentaBanco,
  FacturaAPagar,
  NotaCredito,
  Pago,
  PagosFiltro,
} from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { aCentinela, hoy, limitesDelDia } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';

/** A timestamp read from the database as the API's ISO instant. */
export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The brand supplier's names and bank accounts, shared by the invoice and note queries. */
const DEL_PROVEEDOR = sql`
  join cat_proveedores_marcas_det md on md.id_cat_proveedores_marcas_det = d.id_cat_proveedores_marcas_det
  join cat_proveedores_marcas_enc me on me.id_cat_proveedores_marcas_enc = md.id_cat_proveedores_marcas_enc
  join cat_proveedores p on p.cod_proveedor = md.cod_proveedor
  left join (select id_cat_proveedores_marcas_det, count(*)::int as n from cat_proveedores_marcas_cuentas
              group by id_cat_proveedores_marcas_det) cu
         on cu.id_cat_proveedores_marcas_det = d.id_cat_proveedores_marcas_det`;

type FilaFactura = Omit<FacturaAPagar, 'fechaSubida' | 'check'> & { fechaSubida: Date };
type FilaNota = Omit<NotaCredito, 'fechaCarga' | 'check'> & { fechaCarga: Date };

/**
 * 002 §7 invoices and notes query: the invoices not yet in a payment (S uploaded, ER selectable) and
 * the credit notes not yet applied (N), each with its brand supplier, the state of the branch it was
 * issued to (the invoice's own branch, else its order's), its days of credit left and the supplier's
 * number of bank accounts. Upload date first, as the screen sorts by default.
 */
export const documentosAPagar = async (db: Queryable, ahora = new Date()) => {
  const dia = hoy(ahora);
  const facturas = await rowsOf<FilaFactura>(
    db,
    sql`select d.id_facturas_proveedores as "idFacturasProveedores", d.folio_factura as "folioFactura",
               d.serie, d.importe::float8 as importe, me.nombre as marca, p.nombre as proveedor,
               p.cod_proveedor as "codProveedor", d.id_cat_proveedores_marcas_det as "idCatProveedoresMarcasDet",
               coalesce(s.estado, '') as estado, d.estatus, coalesce(e.descripcion, d.estatus) as "estatusDescripcion",
               d.fecha_subida as "fechaSubida", to_char(d.fecha_factura, 'YYYY-MM-DD') as "fechaFactura",
               (d.fecha_factura + md.dias_credito - ${dia}::date)::int as "diasCredito",
               to_char(d.fecha_factura + md.dias_credito, 'YYYY-MM-DD') as vencimiento,
               coalesce(d.id_pedido_proveedor_enc, 0) as "sIdPedidoProveedorEnc",
               coalesce(pe.folio_pedido_proveedor, 0) as "folioPedido", coalesce(cu.n, 0) as "totalCuentas"
          from facturas_proveedores d ${DEL_PROVEEDOR}
          left join pedidos_proveedor_enc pe on pe.id_pedido_proveedor_enc = d.id_pedido_proveedor_enc
          left join cat_sucursales s on s.cod_sucursal = coalesce(d.cod_sucursal, pe.cod_sucursal)
          left join proveedores_documentos_estatus e on e.tipo = 'F' and e.estatus = d.estatus
         where d.estatus in ('S', 'ER')
         order by d.fecha_subida, d.id_facturas_proveedores`,
  );
  const notas = await rowsOf<FilaNota>(
    db,
    sql`select d.id_facturas_proveedores_nota_credito as "idFacturasProveedoresNotaCredito", d.folio,
               d.serie, d.importe::float8 as importe, me.nombre as marca, p.nombre as proveedor,
               p.cod_proveedor as "codProveedor", d.id_cat_proveedores_marcas_det as "idCatProveedoresMarcasDet",
               coalesce(s.estado, '') as estado, d.estatus, coalesce(e.descripcion, d.estatus) as "estatusDescripcion",
               d.fecha_carga as "fechaCarga", to_char(d.fecha_nota, 'YYYY-MM-DD') as "fechaNota",
               coalesce(cu.n, 0) as "totalCuentas"
          from facturas_proveedores_nota_credito d ${DEL_PROVEEDOR}
          left join cat_sucursales s on s.cod_sucursal = d.cod_sucursal
          left join proveedores_documentos_estatus e on e.tipo = 'N' and e.estatus = d.estatus
         where d.estatus = 'N'
         order by d.fecha_carga, d.id_facturas_proveedores_nota_credito`,
  );
  return {
    facturasAPagar: facturas.map((f) => ({ ...f, fechaSubida: iso(f.fechaSubida), check: false })),
    notasCredito: notas.map((n) => ({ ...n, fechaCarga: iso(n.fechaCarga), check: false })),
  };
};

type FilaPago = Omit<Pago, 'fechaPago' | 'fechaNotificacion'> & {
  fechaPago: Date;
  fechaNotificacion: Date | null;
};

/** The payment's brand and supplier, shared by the payment queries. */
export const DEL_PAGO = sql`
  join cat_proveedores_marcas_det md on md.id_cat_proveedores_marcas_det = pg.id_cat_proveedores_marcas_det
  join cat_proveedores_marcas_enc me on me.id_cat_proveedores_marcas_enc = md.id_cat_proveedores_marcas_enc
  join cat_proveedores p on p.cod_proveedor = md.cod_proveedor
  left join proveedores_documentos_estatus e on e.tipo = 'F' and e.estatus = pg.estatus`;

/**
 * 002 §7 payments query: the payments of one status whose payment date falls in the range (Mexico
 * City days, both included; a reversed range is read the right way round), newest first.
 */
export const pagos = async (db: Queryable, filtro: PagosFiltro) => {
  const [inicio, fin] =
    filtro.fechaInicio <= filtro.fechaFin
      ? [filtro.fechaInicio, filtro.fechaFin]
      : [filtro.fechaFin, filtro.fechaInicio];
  const filas = await rowsOf<FilaPago>(
    db,
    sql`select pg.id_facturas_proveedores_pago_enc as "idFacturasProveedoresPagoEnc",
               pg.id_cat_proveedores_marcas_det as "idCatProveedoresMarcasDet", pg.fecha_pago as "fechaPago",
               me.nombre as marca, p.nombre as proveedor, pg.importe::float8 as importe, pg.estatus,
               coalesce(e.descripcion, pg.estatus) as "estatusDescripcion",
               pg.fecha_notificacion as "fechaNotificacion"
          from facturas_proveedores_pago_enc pg ${DEL_PAGO}
         where pg.estatus = ${filtro.estatus}
           and pg.fecha_pago >= ${limitesDelDia(inicio).desde.toISOString()}::timestamptz
           and pg.fecha_pago < ${limitesDelDia(fin).hasta.toISOString()}::timestamptz
         order by pg.fecha_pago desc, pg.id_facturas_proveedores_pago_enc desc`,
  );
  return filas.map((f) => ({
    ...f,
    fechaPago: iso(f.fechaPago),
    fechaNotificacion: f.fechaNotificacion ? iso(f.fechaNotificacion) : aCentinela(null),
  }));
};

type FilaCuenta = CuentaBanco & { banco: string; claveBanco: string; cuenta: string; nombreCuenta: string };

/** The brand supplier's bank accounts, the principal first (002 §7 banks by brand-detail id). */
export const cuentasDe = (db: Queryable, idDet: number) =>
  rowsOf<FilaCuenta>(
    db,
    sql`select c.id_cat_proveedores_marcas_cuentas as codigo,
               b.descripcion || ' - ' || c.cuenta || ' - ' || c.nombre_cuenta as descripcion,
               c.cuenta_principal as principal, b.descripcion as banco, b.codigo::text as "claveBanco",
               c.cuenta, c.nombre_cuenta as "nombreCuenta"
          from cat_proveedores_marcas_cuentas c
          join cat_bancos b on b.codigo = c.banco
         where c.id_cat_proveedores_marcas_det = ${idDet}
         order by c.cuenta_principal desc, c.id_cat_proveedores_marcas_cuentas`,
  );

/** The e-mails of the brand supplier's contacts that receive the payment notice. */
export const correosDePago = async (db: Queryable, idDet: number) =>
  (
    await rowsOf<{ correo: string }>(
      db,
      sql`select correo from cat_proveedores_marcas_det_contacto
           where id_cat_proveedores_marcas_det = ${idDet} and confirmar_pago_correo
           order by id_cat_proveedores_marcas_det_contacto`,
    )
  ).map((c) => c.correo);
