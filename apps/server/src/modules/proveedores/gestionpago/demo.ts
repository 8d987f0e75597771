import { gestionPagoPantalla } from '@farmasi/contracts/proveedores/gestionpago';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { guardarArchivo, TIPO_PDF } from '../../../platform/archivos.ts';
import { crearPdf } from '../../../platform/pdf.ts';
import { enteros, rowsOf } from '../../../platform/sql.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import type { DemoContext } from '../../../seed/registry.ts';
import { semilla } from '../../../seed/registry.ts';

const DIA = 86_400_000;
const haceDias = (n: number, hora = 11) => new Date(Date.now() - n * DIA + (hora - 12) * 3_600_000);

/**
 * Each brand supplier's invoices and notes without a branch get one: most in the state of a branch
 * of their own, some in a second one, so that the 'estado' of payment management varies (an
 * invoice with an order keeps its order's branch).
 */
const repartirSucursales = async (tx: Tx, r: Random, ctx: DemoContext) => {
  const sucursales = await rowsOf<{ cod: number; estado: string }>(
    tx,
    sql`select cod_sucursal as cod, estado from cat_sucursales
         where id_empresa = 1 and activo and cod_sucursal = any(${enteros(ctx.sucursales.map((s) => s.codSucursal))})
         order by cod_sucursal`,
  );
  if (!sucursales.length) return;
  const dets = await rowsOf<{ det: number }>(
    tx,
    sql`select distinct id_cat_proveedores_marcas_det as det from (
          select id_cat_proveedores_marcas_det from facturas_proveedores where cod_sucursal is null
          union select id_cat_proveedores_marcas_det from facturas_proveedores_nota_credito where cod_sucursal is null) d
         order by det`,
  );
  for (const { det } of dets) {
    const principal = r.pick(sucursales);
    const otra = r.pick(sucursales.filter((s) => s.estado !== principal.estado)) ?? principal;
    const elegir = () => (r.next() < 0.8 ? principal.cod : otra.cod);
    for (const tabla of ['facturas_proveedores', 'facturas_proveedores_nota_credito'] as const) {
      const clave =
        tabla === 'facturas_proveedores' ? 'id_facturas_proveedores' : 'id_facturas_proveedores_nota_credito';
      const filas = await rowsOf<{ id: number }>(
        tx,
        sql`select ${sql.identifier(clave)} as id from ${sql.identifier(tabla)}
             where id_cat_proveedores_marcas_det = ${det} and cod_sucursal is null
               ${tabla === 'facturas_proveedores' ? sql`and id_pedido_proveedor_enc is null` : sql``}
             order by 1`,
      );
      for (const { id } of filas)
        await tx.execute(
          sql`update ${sql.identifier(tabla)} set cod_sucursal = ${elegir()} where ${sql.identifier(clave)} = ${id}`,
        );
    }
  }
};

interface Doc {
  id: number;
  importe: number;
  estado: string;
}

/** What is paid as one: an invoice without an order, or every ER invoice of an order. */
interface Unidad {
  facturas: Doc[];
  estado: string;
}

/** A brand supplier's ER invoices as payable units, and its N notes, each with its state. */
const documentosDe = async (tx: Tx, det: number) => {
  const facturas = await rowsOf<Doc & { pedido: number }>(
    tx,
    sql`select f.id_facturas_proveedores as id, f.importe::float8 as importe, coalesce(s.estado, '') as estado,
               coalesce(f.id_pedido_proveedor_enc, 0) as pedido
          from facturas_proveedores f
          left join pedidos_proveedor_enc pe on pe.id_pedido_proveedor_enc = f.id_pedido_proveedor_enc
          left join cat_sucursales s on s.cod_sucursal = coalesce(f.cod_sucursal, pe.cod_sucursal)
         where f.id_cat_proveedores_marcas_det = ${det} and f.estatus = 'ER'
         order by f.fecha_subida, f.id_facturas_proveedores`,
  );
  const unidades = new Map<string, Unidad>();
  for (const f of facturas) {
    const clave = f.pedido ? `p${f.pedido}` : `f${f.id}`;
    const u = unidades.get(clave) ?? { facturas: [], estado: f.estado };
    u.facturas.push(f);
    unidades.set(clave, u);
  }
  const notas = await rowsOf<Doc>(
    tx,
    sql`select n.id_facturas_proveedores_nota_credito as id, n.importe::float8 as importe, coalesce(s.estado, '') as estado
          from facturas_proveedores_nota_credito n left join cat_sucursales s on s.cod_sucursal = n.cod_sucursal
         where n.id_cat_proveedores_marcas_det = ${det} and n.estatus = 'N'
         order by n.fecha_carga, n.id_facturas_proveedores_nota_credito`,
  );
  return {
    unidades: [...unidades.values()].filter((u) => u.facturas.every((f) => f.estado === u.estado)),
    notas,
  };
};

/** The units of the state that has the most (a payment is of one state). */
const delEstadoMayor = (unidades: readonly Unidad[]) => {
  const porEstado = new Map<string, Unidad[]>();
  for (const u of unidades) porEstado.set(u.estado, [...(porEstado.get(u.estado) ?? []), u]);
  return [...porEstado.values()].sort((a, b) => b.length - a.length)[0] ?? [];
};

/** A payment of the given documents, with its status and dates, as the screen would have made it. */
const pagar = async (
  tx: Tx,
  o: {
    det: number;
    facturas: Doc[];
    notas: Doc[];
    fecha: Date;
    cuenta: number;
    notificado?: Date;
    archivo?: number;
    usuario: number;
  },
) => {
  const estatus = o.notificado ? 'P' : 'PP';
  const [pago] = (await rowsOf<{ id: number }>(
    tx,
    sql`insert into facturas_proveedores_pago_enc (id_cat_proveedores_marcas_det, fecha_pago, total_facturas,
          total_notas, importe, estatus, id_cat_proveedores_marcas_cuentas, id_archivo_comprobante, fecha_notificacion, creado_por)
        select ${o.det}, ${o.fecha.toISOString()}::timestamptz, f.t, n.t, f.t - n.t, ${estatus},
               ${o.notificado ? o.cuenta : null}, ${o.archivo ?? null},
               ${o.notificado ? o.notificado.toISOString() : null}::timestamptz, ${o.usuario}
          from (select sum(importe) as t from facturas_proveedores where id_facturas_proveedores = any(${enteros(o.facturas.map((f) => f.id))})) f,
               (select coalesce(sum(importe), 0) as t from facturas_proveedores_nota_credito
                 where id_facturas_proveedores_nota_credito = any(${enteros(o.notas.map((n) => n.id))})) n
        returning id_facturas_proveedores_pago_enc as id`,
  )) as [{ id: number }];
  await tx.execute(sql`update facturas_proveedores set estatus = ${estatus}, id_facturas_proveedores_pago_enc = ${pago.id}
                        where id_facturas_proveedores = any(${enteros(o.facturas.map((f) => f.id))})`);
  if (o.notas.length)
    await tx.execute(sql`update facturas_proveedores_nota_credito set estatus = ${o.notificado ? 'A' : 'PP'},
                                id_facturas_proveedores_pago_enc = ${pago.id}
                          where id_facturas_proveedores_nota_credito = any(${enteros(o.notas.map((n) => n.id))})`);
};

/** A small proof of payment (a bank's transfer receipt), stored as the screen stores it. */
const comprobanteDemo = async (tx: Tx, marca: string, importe: number, usuario: number) => {
  const contenido = await crearPdf({ titulo: 'Comprobante de transferencia' })
    .texto('Comprobante de transferencia SPEI', { negrita: true, tamano: 14 })
    .texto(`Beneficiario: ${marca}`)
    .texto(
      `Importe: $${importe.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    )
    .terminar();
  return guardarArchivo(tx, {
    nombre: 'comprobante-transferencia.pdf',
    contenido,
    tipos: [TIPO_PDF],
    tamanoMaximo: 5 * 1024 * 1024,
    pantalla: gestionPagoPantalla,
    creadoPor: usuario,
  });
};

/**
 * Payments of the demo: for up to ten brand suppliers with bank accounts and a payment contact, two
 * of their payable units of one state (an invoice, or an order's invoices) less a credit note that
 * fits become a paid and notified payment (P) of two to five weeks ago, the first three with a
 * proof; another unit a payment in process (PP) of this week; at least two units stay in ER to be
 * selected in step 1.
 */
export default semilla({
  // Their contacts and bank accounts, and their ER invoices and N notes, become payments here.
  despues: ['proveedores/contacto', 'proveedores/facturasenrevision'],
  demo: async (tx, ctx) => {
    const r = createRandom(3307);
    await repartirSucursales(tx, r, ctx);
    const dets = await rowsOf<{ det: number; marca: string; cuenta: number }>(
      tx,
      sql`select md.id_cat_proveedores_marcas_det as det, me.nombre as marca,
                 (select c.id_cat_proveedores_marcas_cuentas from cat_proveedores_marcas_cuentas c
                   where c.id_cat_proveedores_marcas_det = md.id_cat_proveedores_marcas_det
                   order by c.cuenta_principal desc, c.id_cat_proveedores_marcas_cuentas limit 1) as cuenta
            from cat_proveedores_marcas_det md
            join cat_proveedores_marcas_enc me on me.id_cat_proveedores_marcas_enc = md.id_cat_proveedores_marcas_enc
           where exists (select 1 from cat_proveedores_marcas_cuentas c where c.id_cat_proveedores_marcas_det = md.id_cat_proveedores_marcas_det)
             and exists (select 1 from cat_proveedores_marcas_det_contacto k
                          where k.id_cat_proveedores_marcas_det = md.id_cat_proveedores_marcas_det and k.confirmar_pago_correo)
           order by md.id_cat_proveedores_marcas_det`,
    );
    let conComprobante = 0;
    let hechos = 0;
    for (const { det, marca, cuenta } of dets) {
      if (hechos >= 10) break;
      const { unidades, notas } = await documentosDe(tx, det);
      const grupo = delEstadoMayor(unidades);
      // Two units paid, one in process, at least two left to select in step 1.
      if (grupo.length < 5) continue;
      hechos++;
      const [a, b, c] = grupo as [Unidad, Unidad, Unidad];
      const pagadas = [...a.facturas, ...b.facturas];
      const total = pagadas.reduce((s, f) => s + f.importe, 0);
      const nota = notas.find((n) => n.estado === a.estado && n.importe <= total);
      const fecha = haceDias(r.int(14, 35));
      const archivo =
        conComprobante++ < 3 ? await comprobanteDemo(tx, marca, total, ctx.usuarios.admin) : undefined;
      await pagar(tx, {
        det,
        facturas: pagadas,
        notas: nota ? [nota] : [],
        fecha,
        cuenta,
        notificado: new Date(fecha.getTime() + r.int(1, 3) * DIA),
        ...(archivo ? { archivo } : {}),
        usuario: ctx.usuarios.admin,
      });
      await pagar(tx, {
        det,
        facturas: c.facturas,
        notas: [],
        fecha: haceDias(r.int(0, 6), 9 + r.int(0, 8)),
        cuenta,
        usuario: ctx.usuarios.admin,
      });
    }
  },
});
