import { ticketMessages as m } from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { TICKETS_POR_MINUTO } from './routes.ts';

const { app, db } = await createTestApp();

const TICKET = '/admin/api/proveedoresPedido/ObtenerTicket';
/** Anyone: no token, as a supplier opening the link. */
const ver = (id: string, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'GET', url: `${TICKET}/${id}`, remoteAddress });

/** An order of known lines: VAT only, VAT and IEPS (8%), and neither, with a cost of 4 decimals. */
const [nuevo] = await rowsOf<{ id: number; ticket: string; folio: number }>(
  db,
  sql`insert into pedidos_proveedor_enc
        (folio_pedido_proveedor, cod_sucursal, id_cat_proveedores_marcas_det, fecha_pedido, estatus, cajero)
      select 999001, (select min(cod_sucursal) from cat_sucursales where propia = 1 and id_empresa = 1),
             min(id_cat_proveedores_marcas_det), '2026-03-05T17:07:00Z', 'ER', 'Rosa Elena Núñez Ibarra'
        from cat_proveedores_marcas_det
      returning id_pedido_proveedor_enc as id, ticket::text as ticket, folio_pedido_proveedor as folio`,
);
const articulos = await rowsOf<{ cod: number; descripcion: string }>(
  db,
  sql`select cod_articulo_farmasi as cod, descripcion_farmasi as descripcion from cat_articulos
       order by cod_articulo_farmasi limit 3`,
);
for (const [i, [cantidad, costo, iva, ieps]] of [
  [3, '10.5000', '0.16', '0'],
  [2, '25.1250', '0.16', '0.08'],
  [5, '7.3333', '0', '0'],
].entries())
  await db.execute(
    sql`insert into pedidos_proveedor_det
          (id_pedido_proveedor_enc, cod_articulo, cantidad, costo, tasa_iva, tasa_ieps)
        values (${nuevo!.id}, ${articulos[i]!.cod}, ${cantidad}, ${costo}, ${iva}, ${ieps})`,
  );

describe('GET /proveedoresPedido/ObtenerTicket/{id} (public)', () => {
  it('answers the header, the lines and the totals without a session, computed in numeric', async () => {
    const res = await ver(nuevo!.ticket);
    expect(res.statusCode).toBe(200);
    const { value, data } = res.json();
    expect(value).toBe(true);
    const [sucursal] = await rowsOf<{ sucursal: string }>(
      db,
      sql`select s.sucursal from cat_sucursales s join pedidos_proveedor_enc p using (cod_sucursal)
           where p.id_pedido_proveedor_enc = ${nuevo!.id}`,
    );
    expect(data.pedidoTicketEnc).toMatchObject({
      folioPedido: 999001,
      sucursal: sucursal!.sucursal,
      fecha: '2026-03-05T17:07:00.000Z',
      cajero: 'Rosa Elena Núñez Ibarra',
      totalPiezas: 10,
      // 31.50 + 50.25 + 36.6665
      subTotalPedido: 118.42,
      // 31.50 × 0.16 + (50.25 + 4.02) × 0.16: the IEPS is part of the VAT base
      iVATotalPedido: 13.72,
      iEpsTotalPedido: 4.02,
      totalPedido: 136.16,
    });
    expect(data.pedidoTicketEnc.marca).not.toBe('');
    expect(data.pedidoTicketEnc.proveedor).not.toBe('');
    expect(data.pedidoTicketDet).toEqual([
      {
        codArticulo: articulos[0]!.cod,
        descripcion: articulos[0]!.descripcion,
        cantidad: 3,
        costo: 10.5,
        importe: 31.5,
      },
      {
        codArticulo: articulos[1]!.cod,
        descripcion: articulos[1]!.descripcion,
        cantidad: 2,
        costo: 25.125,
        importe: 50.25,
      },
      {
        codArticulo: articulos[2]!.cod,
        descripcion: articulos[2]!.descripcion,
        cantidad: 5,
        costo: 7.3333,
        importe: 36.67,
      },
    ]);
  });

  it('answers IEPS 0 for a seeded order without it, and total = subtotal + VAT + IEPS', async () => {
    const [semilla] = await rowsOf<{ ticket: string }>(
      db,
      sql`select ticket::text as ticket from pedidos_proveedor_enc where folio_pedido_proveedor = 10001`,
    );
    const { pedidoTicketEnc: e, pedidoTicketDet: d } = (await ver(semilla!.ticket)).json().data;
    expect(e.iEpsTotalPedido).toBe(0);
    expect(e.totalPedido).toBeCloseTo(e.subTotalPedido + e.iVATotalPedido, 2);
    expect(e.totalPiezas).toBe(d.reduce((s: number, l: { cantidad: number }) => s + l.cantidad, 0));
  });

  it('is asked by the random ticket token, never by the order number or id', async () => {
    for (const id of [String(nuevo!.folio), String(nuevo!.id), 'abc', `${nuevo!.ticket}x`]) {
      const res = await ver(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toContain(m.idInvalido);
    }
    const otro = await ver('3f1c2e4a-9b7d-4c1e-8a2b-5d6e7f8a9b0c');
    expect(otro.statusCode).toBe(200);
    expect(otro.json()).toEqual({ value: false, message: m.noExiste, data: null });
  });

  it('answers a signed-in user the same, and no other order’s list to anyone', async () => {
    const admin = await signIn(app, 'admin');
    expect((await admin.get(`/proveedoresPedido/ObtenerTicket/${nuevo!.ticket}`)).json().data).toEqual(
      (await ver(nuevo!.ticket)).json().data,
    );
    const lista = await app.inject({
      method: 'POST',
      url: '/admin/api/proveedoresPedido/ProveedorPedidosCon',
      payload: { fechaInicio: '2026-01-01', fechaFin: '2026-12-31' },
    });
    expect(lista.statusCode).toBe(401);
  });

  it(`limits one address to ${TICKETS_POR_MINUTO} look-ups a minute (429 in Spanish)`, async () => {
    for (let i = 0; i < TICKETS_POR_MINUTO; i++)
      expect((await ver(nuevo!.ticket, '10.9.9.9')).statusCode).toBe(200);
    const res = await ver(nuevo!.ticket, '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Demasiados intentos. Espere 1 minuto(s) e intente de nuevo.');
    expect((await ver(nuevo!.ticket, '10.9.9.10')).statusCode).toBe(200);
  });
});
