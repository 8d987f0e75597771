import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { ventasCortes, ventasDevoluciones, ventasFacturas, ventasTickets } from '../../../db/schema/index.ts';
import { hoy } from '../../../platform/fechas.ts';
import { createRandom } from '../../../seed/prng.ts';
import { loteDeDemo } from './demo-ventas.ts';
import { importarVentas, LoteInvalido } from './ventas-importar.ts';

const { db } = await createTestApp();
const dia = hoy();
const lote = loteDeDemo(createRandom(7), [dia], [{ codSucursal: 12, empresa: 1 }]);

const corte = async () =>
  (
    await db
      .select()
      .from(ventasCortes)
      .where(
        and(eq(ventasCortes.idCatEmpresa, 1), eq(ventasCortes.fecha, dia), eq(ventasCortes.codSucursal, 12)),
      )
  )[0];
const filas = async () => ({
  tickets: (await db.select({ n: count() }).from(ventasTickets))[0]!.n,
  devoluciones: (await db.select({ n: count() }).from(ventasDevoluciones))[0]!.n,
  facturas: (await db.select({ n: count() }).from(ventasFacturas))[0]!.n,
  cortes: (await db.select({ n: count() }).from(ventasCortes))[0]!.n,
});
const centavos = (s: string) => Math.round(Number(s) * 100);
const sumaDe = (xs: { [k: string]: unknown }[], campo: string) =>
  xs.reduce((s, x) => s + Math.round(Number(x[campo]) * 100), 0);

describe('sales import (the point-of-sale delivery)', () => {
  it("stores tickets, returns and invoices and sums the day's cut from them", async () => {
    expect(await corte()).toBeUndefined();
    const antes = await filas();
    const r = await importarVentas(db, lote);
    expect(r).toEqual({
      facturas: lote.facturas!.length,
      tickets: lote.tickets!.length,
      devoluciones: lote.devoluciones!.length,
      cortes: 1,
    });
    const c = (await corte())!;
    expect(c.origen).toBe('tickets');
    expect(c.tickets).toBe(lote.tickets!.length);
    const tickets = lote.tickets as { [k: string]: unknown }[];
    const devoluciones = lote.devoluciones as { [k: string]: unknown }[];
    expect(centavos(c.ventaTasaGral)).toBe(sumaDe(tickets, 'ventaTasaGral'));
    expect(centavos(c.ventaTasa0)).toBe(sumaDe(tickets, 'ventaTasa0'));
    expect(centavos(c.descuentoTasaGral)).toBe(sumaDe(tickets, 'descuentoTasaGral'));
    expect(centavos(c.devolucionTasaGral)).toBe(sumaDe(devoluciones, 'ventaTasaGral'));
    expect(centavos(c.total)).toBe(centavos(c.ventaTasaGral) + centavos(c.ventaTasa0) + centavos(c.iva));
    // Every ticket is invoiced: the customer's own or the day's global invoice; returns point to their ticket.
    const sinFactura = await db.select().from(ventasTickets).where(eq(ventasTickets.codSucursal, 12));
    expect(sinFactura.every((t) => t.idVentaFactura !== null)).toBe(true);
    const devs = await db.select().from(ventasDevoluciones).where(eq(ventasDevoluciones.codSucursal, 12));
    expect(devs.every((d) => d.idVentaTicket !== null)).toBe(true);
    expect((await filas()).tickets).toBe(antes.tickets + lote.tickets!.length);
  });

  it('a delivery sent twice changes nothing', async () => {
    const antes = { filas: await filas(), corte: await corte() };
    await importarVentas(db, lote);
    expect(await filas()).toEqual(antes.filas);
    expect(await corte()).toEqual(antes.corte);
  });

  it('refuses a delivery with an unknown branch or a bad amount, and stores none of it', async () => {
    const antes = await filas();
    const [t] = lote.tickets!;
    await expect(
      importarVentas(db, {
        tickets: [
          { ...t, folio: 9001 },
          { ...t, folio: 9002, codSucursal: 99_999 },
        ],
      }),
    ).rejects.toThrow(new LoteInvalido('La sucursal 99999 no existe.'));
    await expect(importarVentas(db, { tickets: [{ ...t, folio: 9003, iva: 1.234 }] })).rejects.toThrow(
      'tickets.0.iva: El importe admite a lo más dos decimales.',
    );
    await expect(importarVentas(db, { tickets: [{ ...t, folio: 9004, costo: -1 }] })).rejects.toThrow(
      LoteInvalido,
    );
    expect(await filas()).toEqual(antes);
  });
});
