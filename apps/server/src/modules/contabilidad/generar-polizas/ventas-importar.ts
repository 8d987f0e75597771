import { entero, fecha, instante, MONTO_MAX, texto } from '@farmasi/contracts';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../../db/client.ts';
import {
  catEmpresas,
  catSucursales,
  ventasDevoluciones,
  ventasFacturas,
  ventasTickets,
} from '../../../db/schema/index.ts';

/**
 * The sales a point-of-sale system delivers (a JSON document: invoices, tickets, returns) and their
 * import: every row upserted by its natural key, so a file sent twice changes nothing, then the day
 * cuts of every branch, company and day it touched summed again from their tickets and returns,
 * all in one transaction. Used by tools/import/ventas.ts and by the demo set.
 */

/** Pesos with at most two decimals, never negative. */
const importe = z
  .number({ error: 'El importe debe ser un número.' })
  .min(0, 'El importe no puede ser negativo.')
  .max(MONTO_MAX, 'El importe es demasiado grande.')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'El importe admite a lo más dos decimales.');

const llave = { codSucursal: entero({ min: 1 }), empresa: entero({ min: 1, max: 32_767 }), fecha: fecha() };
const refFactura = z.object({ serie: texto(25).min(1), folio: entero({ min: 1 }) });

const facturaSchema = z.object({
  ...llave,
  serie: texto(25).min(1),
  folio: entero({ min: 1 }),
  uuid: z
    .string()
    .regex(
      /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/,
      'El UUID no es válido.',
    ),
  rfcReceptor: texto(13).min(12),
  global: z.boolean().default(false),
  total: importe,
});

const ticketSchema = z.object({
  ...llave,
  hora: instante(),
  caja: entero({ min: 1, max: 32_767 }),
  folio: entero({ min: 1 }),
  ventaTasaGral: importe,
  ventaTasa0: importe,
  descuentoTasaGral: importe.default(0),
  descuentoTasa0: importe.default(0),
  iva: importe,
  costo: importe,
  formaPago: z.enum(['EF', 'TC', 'TD', 'TR', 'VA']).default('EF'),
  factura: refFactura.optional(),
});

const devolucionSchema = z.object({
  ...llave,
  hora: instante(),
  caja: entero({ min: 1, max: 32_767 }),
  folio: entero({ min: 1 }),
  ticket: z.object({ caja: entero({ min: 1, max: 32_767 }), folio: entero({ min: 1 }) }).optional(),
  ventaTasaGral: importe,
  ventaTasa0: importe,
  iva: importe,
  costo: importe,
});

export const loteVentasSchema = z.object({
  facturas: z.array(facturaSchema).default([]),
  tickets: z.array(ticketSchema).default([]),
  devoluciones: z.array(devolucionSchema).default([]),
});
export type LoteVentas = z.input<typeof loteVentasSchema>;

export class LoteInvalido extends Error {}

const dinero = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const suma = (...n: number[]) => dinero(n.reduce((s, x) => s + Math.round(x * 100), 0) / 100);
const BLOQUE = 1000;

const enBloques = async <T>(filas: T[], insertar: (bloque: T[]) => Promise<unknown>) => {
  for (let i = 0; i < filas.length; i += BLOQUE) await insertar(filas.slice(i, i + BLOQUE));
};

/** Imports a delivery; returns how many rows of each kind and how many day cuts were summed. */
export const importarVentas = async (db: Queryable, entrada: unknown) => {
  const parsed = loteVentasSchema.safeParse(entrada);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new LoteInvalido(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'formato no válido'}`);
  }
  const lote = parsed.data;
  const filas = [...lote.facturas, ...lote.tickets, ...lote.devoluciones];
  const sucursales = [...new Set(filas.map((f) => f.codSucursal))];
  const empresas = [...new Set(filas.map((f) => f.empresa))];

  return db.transaction(async (tx) => {
    const conocidas = new Set(
      sucursales.length
        ? (
            await tx
              .select({ c: catSucursales.codSucursal })
              .from(catSucursales)
              .where(inArray(catSucursales.codSucursal, sucursales))
          ).map((r) => r.c)
        : [],
    );
    const sucursalFalta = sucursales.find((c) => !conocidas.has(c));
    if (sucursalFalta !== undefined) throw new LoteInvalido(`La sucursal ${sucursalFalta} no existe.`);
    const empresasConocidas = new Set(
      empresas.length
        ? (
            await tx
              .select({ e: catEmpresas.idCatEmpresa })
              .from(catEmpresas)
              .where(inArray(catEmpresas.idCatEmpresa, empresas))
          ).map((r) => r.e)
        : [],
    );
    const empresaFalta = empresas.find((e) => !empresasConocidas.has(e));
    if (empresaFalta !== undefined) throw new LoteInvalido(`La empresa ${empresaFalta} no existe.`);

    await enBloques(lote.facturas, (b) =>
      tx
        .insert(ventasFacturas)
        .values(
          b.map(({ empresa, ...f }) => ({
            ...f,
            idCatEmpresa: empresa,
            uuid: f.uuid.toUpperCase(),
            total: dinero(f.total),
          })),
        )
        .onConflictDoUpdate({
          target: ventasFacturas.uuid,
          set: {
            total: sql`excluded.total`,
            rfcReceptor: sql`excluded.rfc_receptor`,
            global: sql`excluded.global`,
          },
        }),
    );
    await enBloques(lote.tickets, (b) =>
      tx
        .insert(ventasTickets)
        .values(
          b.map(({ empresa, factura, ...t }) => ({
            ...t,
            idCatEmpresa: empresa,
            hora: new Date(t.hora),
            ventaTasaGral: dinero(t.ventaTasaGral),
            ventaTasa0: dinero(t.ventaTasa0),
            descuentoTasaGral: dinero(t.descuentoTasaGral),
            descuentoTasa0: dinero(t.descuentoTasa0),
            iva: dinero(t.iva),
            costo: dinero(t.costo),
            total: suma(t.ventaTasaGral, t.ventaTasa0, t.iva),
            idVentaFactura: factura
              ? sql`(select id_venta_factura from ventas_facturas where id_cat_empresa = ${empresa} and serie = ${factura.serie} and folio = ${factura.folio})`
              : null,
          })),
        )
        .onConflictDoUpdate({
          target: [ventasTickets.codSucursal, ventasTickets.caja, ventasTickets.folio],
          set: Object.fromEntries(
            [
              'fecha',
              'hora',
              'venta_tasa_gral',
              'venta_tasa0',
              'descuento_tasa_gral',
              'descuento_tasa0',
              'iva',
              'total',
              'costo',
              'forma_pago',
              'id_venta_factura',
              'id_cat_empresa',
            ].map((c) => [c.replace(/_(\w)/g, (_, l: string) => l.toUpperCase()), sql.raw(`excluded.${c}`)]),
          ),
        }),
    );
    await enBloques(lote.devoluciones, (b) =>
      tx
        .insert(ventasDevoluciones)
        .values(
          b.map(({ empresa, ticket, ...d }) => ({
            ...d,
            idCatEmpresa: empresa,
            hora: new Date(d.hora),
            ventaTasaGral: dinero(d.ventaTasaGral),
            ventaTasa0: dinero(d.ventaTasa0),
            iva: dinero(d.iva),
            costo: dinero(d.costo),
            total: suma(d.ventaTasaGral, d.ventaTasa0, d.iva),
            idVentaTicket: ticket
              ? sql`(select id_venta_ticket from ventas_tickets where cod_sucursal = ${d.codSucursal} and caja = ${ticket.caja} and folio = ${ticket.folio})`
              : null,
          })),
        )
        .onConflictDoUpdate({
          target: [ventasDevoluciones.codSucursal, ventasDevoluciones.caja, ventasDevoluciones.folio],
          set: Object.fromEntries(
            [
              'fecha',
              'hora',
              'venta_tasa_gral',
              'venta_tasa0',
              'iva',
              'total',
              'costo',
              'id_venta_ticket',
              'id_cat_empresa',
            ].map((c) => [c.replace(/_(\w)/g, (_, l: string) => l.toUpperCase()), sql.raw(`excluded.${c}`)]),
          ),
        }),
    );

    const dias = [
      ...new Map(
        [...lote.tickets, ...lote.devoluciones].map((f) => [`${f.empresa}|${f.fecha}|${f.codSucursal}`, f]),
      ).values(),
    ];
    await enBloques(dias, (b) => sumarCortes(tx, b));
    return {
      facturas: lote.facturas.length,
      tickets: lote.tickets.length,
      devoluciones: lote.devoluciones.length,
      cortes: dias.length,
    };
  });
};

/** The day cuts of these branch-company-days, summed again from their tickets and returns. */
const sumarCortes = async (
  tx: Queryable,
  dias: { empresa: number; fecha: string; codSucursal: number }[],
) => {
  const llaves = sql.join(
    dias.map((d) => sql`(${d.empresa}::smallint, ${d.fecha}::date, ${d.codSucursal}::int)`),
    sql`, `,
  );
  await tx.execute(sql`delete from ventas_cortes where (id_cat_empresa, fecha, cod_sucursal) in (${llaves})`);
  await tx.execute(sql`
    with llaves(id_cat_empresa, fecha, cod_sucursal) as (values ${llaves}),
    t as (select l.*, count(v.*)::int as tickets, coalesce(sum(v.venta_tasa_gral), 0) as vg, coalesce(sum(v.venta_tasa0), 0) as v0,
            coalesce(sum(v.iva), 0) as iva, coalesce(sum(v.costo), 0) as costo,
            coalesce(sum(v.descuento_tasa_gral), 0) as dg, coalesce(sum(v.descuento_tasa0), 0) as d0
          from llaves l left join ventas_tickets v
            on v.id_cat_empresa = l.id_cat_empresa and v.fecha = l.fecha and v.cod_sucursal = l.cod_sucursal
          group by l.id_cat_empresa, l.fecha, l.cod_sucursal),
    d as (select l.id_cat_empresa, l.fecha, l.cod_sucursal, coalesce(sum(r.venta_tasa_gral), 0) as rg, coalesce(sum(r.venta_tasa0), 0) as r0,
            coalesce(sum(r.iva), 0) as riva, coalesce(sum(r.costo), 0) as rc
          from llaves l left join ventas_devoluciones r
            on r.id_cat_empresa = l.id_cat_empresa and r.fecha = l.fecha and r.cod_sucursal = l.cod_sucursal
          group by l.id_cat_empresa, l.fecha, l.cod_sucursal)
    insert into ventas_cortes (id_cat_empresa, fecha, cod_sucursal, tickets, venta_tasa_gral, venta_tasa0, iva, total, costo,
      descuento_tasa_gral, descuento_tasa0, devolucion_tasa_gral, devolucion_tasa0, devolucion_iva, devolucion_total, devolucion_costo, origen)
    select t.id_cat_empresa, t.fecha, t.cod_sucursal, t.tickets, t.vg, t.v0, t.iva, t.vg + t.v0 + t.iva, t.costo, t.dg, t.d0,
      d.rg, d.r0, d.riva, d.rg + d.r0 + d.riva, d.rc, 'tickets'
    from t join d using (id_cat_empresa, fecha, cod_sucursal)`);
};
