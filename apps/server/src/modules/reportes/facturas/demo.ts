import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import {
  aplicarDiferencias,
  DIFERENCIAS_ANTERIORES,
  DIFERENCIAS_RECIENTES,
  diferenciasConTickets,
  elegir,
  type FacturaElegida,
  globalesResumidas,
} from './demo-diferencias.ts';
import { ventasNotasCredito } from './tablas.ts';

/** Names of the demo's customer RFCs (the point-of-sale demo invoices one customer a day). */
const RECEPTORES: readonly [string, string][] = [
  ['GODE561231GR8', 'Eduardo Gómez Delgado'],
  ['XAXX010101000', 'PÚBLICO EN GENERAL'],
];

/**
 * The stamping record of every sales invoice: a global one stamped the next night between 01:00 and
 * 03:00, a customer's the same afternoon; the payment form is the most used one of its tickets.
 */
const timbrarFacturas = (tx: Queryable) =>
  tx.execute(sql`
    with formas as (
      select id_venta_factura, mode() within group (order by forma_pago) as forma
        from ventas_tickets where id_venta_factura is not null group by 1),
    receptores (rfc, nombre) as (values ${sql.join(
      RECEPTORES.map(([rfc, nombre]) => sql`(${rfc}, ${nombre})`),
      sql`, `,
    )})
    insert into ventas_facturas_timbres (id_venta_factura, fecha_timbrado, nombre_receptor, forma_pago)
    select f.id_venta_factura,
           (case when f.global
                 then (f.fecha + 1)::timestamp + interval '1 hour'
                      + (abs(hashint8(f.id_venta_factura)) % 7200) * interval '1 second'
                 else f.fecha::timestamp + interval '13 hours'
                      + (abs(hashint8(f.id_venta_factura)) % 14400) * interval '1 second'
            end) at time zone 'America/Mexico_City',
           coalesce(r.nombre, ''),
           case fo.forma when 'TC' then '04' when 'TD' then '28' when 'TR' then '03' when 'VA' then '08' else '01' end
      from ventas_facturas f
      left join receptores r on r.rfc = f.rfc_receptor
      left join formas fo on fo.id_venta_factura = f.id_venta_factura
    on conflict (id_venta_factura) do nothing`);

const uuidDe = (r: Random) =>
  Array.from({ length: 32 }, () => '0123456789ABCDEF'[r.int(0, 15)])
    .join('')
    .replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12})$/, '$1-$2-4$3-A$4-$5');

interface NotaDemo {
  idVentaFactura: number;
  fecha: string;
  importe: number;
  motivo: string;
}

/** The returns of the days with tickets, each a credit note against the invoice of its ticket. */
const notasDeDevoluciones = (tx: Queryable) =>
  rowsOf<NotaDemo>(
    tx,
    sql`select t.id_venta_factura::int as "idVentaFactura", to_char(d.fecha, 'YYYY-MM-DD') as fecha,
               d.total::float8 as importe, 'Devolución de mercancía' as motivo
          from ventas_devoluciones d
          join ventas_tickets t on t.id_venta_ticket = d.id_venta_ticket
         where t.id_venta_factura is not null and d.total > 0
         order by d.id_venta_devolucion`,
  );

/** Credit notes of 0.3% to 2% of the invoice, for discounts granted after stamping. */
const notasDeDescuento = (r: Random, facturas: readonly FacturaElegida[], hasta: string): NotaDemo[] =>
  facturas.map((f) => ({
    idVentaFactura: f.id,
    fecha: [sumarDias(f.fecha, r.int(1, 6)), hasta].sort()[0] as string,
    importe: Math.max(0.01, Math.round(f.total * (0.003 + r.int(0, 17) / 1000) * 100) / 100),
    motivo: 'Descuento posterior a la facturación',
  }));

const guardarNotas = async (tx: Queryable, r: Random, notas: readonly NotaDemo[]) => {
  if (!notas.length) return;
  await tx.insert(ventasNotasCredito).values(
    notas.map((n, i) => ({
      idVentaFactura: n.idVentaFactura,
      serie: 'NC',
      folio: i + 1,
      uuid: uuidDe(r),
      fecha: n.fecha,
      fechaTimbrado: new Date(`${n.fecha}T18:${String(r.int(10, 59)).padStart(2, '0')}:00-06:00`),
      importe: n.importe.toFixed(2),
      motivo: n.motivo,
    })),
  );
};

/**
 * The invoices report's demo (S51), over the sales of the journal-entries screen (S24): every invoice
 * stamped; some global invoices differ from their cut by a hidden cent, a shown amount or a red one
 * (the last 30 days and 31–120 days ago); yesterday a ticket missing from its global invoice and a
 * customer's invoice 0.04 above its ticket; credit notes for the returns, on a third of the invoices
 * with a difference and on a few others.
 */
export default semilla({
  despues: ['contabilidad/generar-polizas'],
  demo: async (tx) => {
    const r = createRandom(5_120_051);
    const dia = hoy();
    const ayer = sumarDias(dia, -1);
    await timbrarFacturas(tx);
    // The summarised days stop before the days with tickets (the last two).
    const recientes = await globalesResumidas(tx, sumarDias(dia, -30), sumarDias(dia, -3));
    const anteriores = await globalesResumidas(tx, sumarDias(dia, -120), sumarDias(dia, -31));
    const mostradas = [
      ...(await aplicarDiferencias(tx, r, recientes, DIFERENCIAS_RECIENTES)),
      ...(await aplicarDiferencias(tx, r, anteriores, DIFERENCIAS_ANTERIORES)),
    ];
    await diferenciasConTickets(tx, ayer);
    const conDiferencia = new Set(mostradas.map((f) => f.id));
    const otras = [...recientes, ...anteriores].filter((f) => !conDiferencia.has(f.id));
    await guardarNotas(tx, r, [
      ...(await notasDeDevoluciones(tx)),
      ...notasDeDescuento(r, elegir(r, mostradas, Math.ceil(mostradas.length / 3)), ayer),
      ...notasDeDescuento(r, elegir(r, otras, Math.ceil(otras.length / 50)), ayer),
    ]);
  },
});
