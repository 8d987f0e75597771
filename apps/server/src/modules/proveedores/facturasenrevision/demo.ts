import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { totalesDePedido } from '../../../db/documentos-proveedor.ts';
import { facturasProveedores, facturasProveedoresNotaCredito } from '../../../db/schema/index.ts';
import { hoy, limitesDelDia, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';

/** Supplied or paid orders of the last months are billed (older ones are long settled). */
const DIAS_FACTURADOS = 150;
/** Uploaded this recently, an invoice may still be 'S' (subida, not yet reviewed). */
const DIAS_SUBIDA = 4;
const SERIES = ['A', 'F', 'FA', 'FAC', 'B', 'FP', 'MX'];

type Factura = typeof facturasProveedores.$inferInsert;
type Nota = typeof facturasProveedoresNotaCredito.$inferInsert;

/** Money from integer cents, as the numeric column takes it. */
const pesos = (centavos: number) => (centavos / 100).toFixed(2);

/** An instant of office hours `dias` days ago (Mexico City), never after now. */
const instante = (r: Random, dias: number) =>
  new Date(
    Math.min(
      Date.now(),
      limitesDelDia(sumarDias(hoy(), -dias)).desde.getTime() + r.int(8 * 60, 19 * 60) * 60_000,
    ),
  );

/** A total split into n parts of whole cents (weights 2–6; the last part takes the rest). */
const partes = (r: Random, centavos: number, n: number) => {
  const pesos = Array.from({ length: n }, () => r.int(2, 6));
  const suma = pesos.reduce((a, b) => a + b, 0);
  const primeras = pesos.slice(0, -1).map((p) => Math.floor((centavos * p) / suma));
  return [...primeras, centavos - primeras.reduce((a, b) => a + b, 0)];
};

/**
 * Supplier invoices in review (S30) and credit notes: the supplied and paid orders of the last five
 * months billed by their brand's supplier (some in two or three invoices), invoices without an
 * order for every brand's supplier, all 'ER' except the ones uploaded in the last days ('S');
 * credit notes 'N' (some larger than an invoice of the same supplier) and 'A'. No 'PP' or 'P':
 * the payment screen's seed (gestionpago) pays some of these 'ER' invoices.
 */
export default semilla({
  despues: ['proveedores/pedidosproveedor'],
  demo: async (tx: Tx) => {
    const r = createRandom(3001);
    const dets = await rowsOf<{ det: number; prov: number }>(
      tx,
      sql`select id_cat_proveedores_marcas_det as det, cod_proveedor as prov
            from cat_proveedores_marcas_det order by id_cat_proveedores_marcas_det`,
    );
    if (!dets.length) return;
    const serieDe = new Map(dets.map((d) => [d.prov, SERIES[d.prov % SERIES.length]!]));
    const folios = new Map(dets.map((d) => [d.det, 1000 + d.det * 157]));
    const folio = (det: number) => {
      const n = (folios.get(det) ?? 1000) + r.int(1, 9);
      folios.set(det, n);
      return n;
    };
    const provDe = new Map(dets.map((d) => [d.det, d.prov]));
    /**
     * The branch billed is the order's; one without an order is left without a branch, which the
     * payment screen's seed gives out by state (gestionpago/demo.ts).
     */
    const factura = (
      det: number,
      centavos: number,
      dias: number,
      pedido: { id: number; sucursal: number } | null,
    ): Factura => {
      const diasSubida = Math.max(0, dias - r.int(0, 3));
      const fechaSubida = instante(r, diasSubida);
      return {
        idCatProveedoresMarcasDet: det,
        folioFactura: folio(det),
        serie: serieDe.get(provDe.get(det) ?? 0) ?? '',
        importe: pesos(centavos),
        fechaFactura: sumarDias(hoy(), -dias),
        fechaSubida,
        estatus: diasSubida <= DIAS_SUBIDA && r.next() < 0.7 ? 'S' : 'ER',
        idPedidoProveedorEnc: pedido?.id ?? null,
        codSucursal: pedido?.sucursal ?? null,
        creadoEn: fechaSubida,
      };
    };

    const pedidos = await rowsOf<{ id: number; det: number; sucursal: number; dias: number; total: string }>(
      tx,
      sql`select p.id_pedido_proveedor_enc as id, p.id_cat_proveedores_marcas_det as det,
                 p.cod_sucursal as sucursal,
                 ((now() at time zone 'America/Mexico_City')::date - (p.fecha_pedido at time zone 'America/Mexico_City')::date)::int as dias,
                 (t.subtotal + t.iva + t.ieps)::text as total
            from pedidos_proveedor_enc p
            cross join lateral ${totalesDePedido(sql`p.id_pedido_proveedor_enc`)} t
           where p.estatus in ('S', 'P') and p.fecha_pedido >= now() - ${`${DIAS_FACTURADOS} days`}::interval
           order by p.fecha_pedido, p.id_pedido_proveedor_enc`,
    );
    const facturas: Factura[] = [];
    for (const p of pedidos) {
      const x = r.next();
      if (x < 0.1) continue; // Not billed yet.
      const centavos = Math.round(Number(p.total) * 100);
      const n = x < 0.78 || centavos < 300 ? 1 : x < 0.92 ? 2 : 3;
      const dias = Math.max(0, p.dias - r.int(1, 4));
      for (const c of partes(r, centavos, n)) facturas.push(factura(p.det, c, dias, p));
    }
    // Invoices without an order, for every brand's supplier: at least two in review ('ER') each.
    for (const d of dets)
      for (let i = r.int(2, 4); i > 0; i--)
        facturas.push(factura(d.det, r.int(1_500_00, 60_000_00), r.int(DIAS_SUBIDA + 4, 120), null));
    const guardadas = await tx.insert(facturasProveedores).values(facturas).returning({
      det: facturasProveedores.idCatProveedoresMarcasDet,
      importe: facturasProveedores.importe,
      estatus: facturasProveedores.estatus,
    });

    // Credit notes: 'N' to apply (some larger than an invoice of the supplier), 'A' already applied.
    const notas: Nota[] = [];
    const nota = (det: number, centavos: number, dias: number, estatus: 'N' | 'A'): Nota => {
      const fechaCarga = instante(r, Math.max(0, dias - r.int(0, 2)));
      return {
        idCatProveedoresMarcasDet: det,
        folio: folio(det),
        serie: 'NC',
        importe: pesos(Math.max(100, centavos)),
        fechaNota: sumarDias(hoy(), -dias),
        fechaCarga,
        estatus,
        creadoEn: fechaCarga,
      };
    };
    for (const [i, d] of dets.entries()) {
      const enRevision = guardadas.filter((f) => f.det === d.det && f.estatus === 'ER');
      const menor = Math.min(...enRevision.map((f) => Math.round(Number(f.importe) * 100)));
      if (i % 2 === 0 && enRevision.length) {
        const base = Math.round(Number(r.pick(enRevision).importe) * 100);
        notas.push(nota(d.det, Math.round(base * r.int(3, 12) * 0.01), r.int(0, 60), 'N'));
      }
      if (i % 5 === 1 && Number.isFinite(menor))
        notas.push(nota(d.det, Math.round(menor * (1.2 + r.next())), r.int(0, 45), 'N'));
      if (i % 3 === 2) notas.push(nota(d.det, r.int(500_00, 8_000_00), r.int(60, 200), 'A'));
    }
    if (notas.length) await tx.insert(facturasProveedoresNotaCredito).values(notas);
  },
});
