import { messages } from '@farmasi/contracts';
import { gestionPagoMessages as m } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import {
  abrirGestionPago,
  BANCOS,
  COMPROBANTE,
  DETALLE,
  NOTAS_CON,
  PAGOS,
  PROCESO,
  RECIBO,
} from './gestionpago.fixtures.ts';

const t = await abrirGestionPago();
const { app, admin, consulta, suc1, suc2 } = t;

type Fila = Record<string, unknown>;
const documentos = async () =>
  (await admin.get(NOTAS_CON)).json().data as { facturasAPagar: Fila[]; notasCredito: Fila[] };

describe('permissions and validation (every call)', () => {
  const llamadas = [
    ['GET', NOTAS_CON, undefined],
    ['POST', PROCESO, { IdFacturasProveedores: [1], IdFacturasProveedoresNotaCredito: [] }],
    ['POST', PAGOS, { Estatus: 'PP', FechaInicio: '2026-01-01', FechaFin: '2026-01-31' }],
    ['GET', DETALLE(1, 1), undefined],
    ['GET', BANCOS(1), undefined],
    ['POST', COMPROBANTE, {}],
    ['GET', RECIBO(1), undefined],
  ] as const;

  it('answers 401 without a token and 403 to a user without the screen', async () => {
    for (const [method, url, payload] of llamadas) {
      const sinToken = await app.inject({ method, url: `/admin/api${url}`, ...(payload ? { payload } : {}) });
      expect(sinToken.statusCode, url).toBe(401);
      const res = method === 'GET' ? await consulta.get(url) : await consulta.post(url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(messages.servidor.sinPermiso);
    }
  });

  it('answers 400 with a Spanish message naming the field', async () => {
    for (const [res, texto] of [
      [await admin.get(DETALLE(0, 1)), m.idInvalido],
      [await admin.get(BANCOS(-3)), m.idInvalido],
      [await admin.get(RECIBO(0)), m.idInvalido],
      [await admin.post(PROCESO, { IdFacturasProveedores: [] }), m.sinFacturas],
      [await admin.post(PROCESO, { IdFacturasProveedores: ['x'] }), m.idInvalido],
      [
        await admin.post(PAGOS, { Estatus: 'S', FechaInicio: '2026-01-01', FechaFin: '2026-01-31' }),
        m.estatusInvalido,
      ],
      [
        await admin.post(PAGOS, { Estatus: 'PP', FechaInicio: '2026-02-30', FechaFin: '2026-03-01' }),
        m.fechaInvalida,
      ],
    ] as const) {
      expect(res.statusCode, texto).toBe(400);
      expect(res.json().message).toContain(messages.servidor.datosInvalidos);
      expect(res.json().message).toContain(texto);
    }
    // The multipart confirmation: not multipart (415), its json malformed or missing a field (400).
    const noMultipart = await admin.post(COMPROBANTE, { IdFacturasProveedoresPagoEnc: 1 });
    expect(noMultipart.statusCode).toBe(415);
  });
});

describe('invoices and notes to pay (GET ProveedoresFacturasNotasCon)', () => {
  it("lists S and ER invoices and N notes with the supplier's state, credit days and accounts", async () => {
    const p = await t.proveedor({ cuentas: 2, diasCredito: 10 });
    const sin = await t.proveedor({ cuentas: 0 });
    const ped = await t.pedido(p.det, suc2.cod);
    const hace3 = sumarDias(hoy(), -3);
    const er = await t.factura(p.det, { sucursal: suc1.cod, fechaFactura: hace3, importe: '1234.56' });
    const s = await t.factura(p.det, { estatus: 'S', sucursal: suc1.cod });
    const dePedido = await t.factura(p.det, { pedido: ped.id, fechaFactura: sumarDias(hoy(), -15) });
    const pp = await t.factura(p.det, { estatus: 'PP' });
    const deSin = await t.factura(sin.det, { sucursal: suc1.cod });
    const n = await t.nota(p.det, { sucursal: suc2.cod, importe: '50.25' });
    const aplicada = await t.nota(p.det, { estatus: 'A' });
    const { facturasAPagar, notasCredito } = await documentos();
    const porId = (id: number) => facturasAPagar.find((f) => f.idFacturasProveedores === id);
    expect(porId(er)).toMatchObject({
      importe: 1234.56,
      marca: p.marca,
      proveedor: p.nombre,
      codProveedor: p.cod,
      idCatProveedoresMarcasDet: p.det,
      estado: suc1.estado,
      estatus: 'ER',
      estatusDescripcion: 'En revisión',
      fechaFactura: hace3,
      vencimiento: sumarDias(hace3, 10),
      diasCredito: 7,
      sIdPedidoProveedorEnc: 0,
      totalCuentas: 2,
      check: false,
    });
    expect(porId(s)).toMatchObject({ estatus: 'S', estatusDescripcion: 'Subida' });
    // An invoice without a branch of its own is in its order's state; due 5 days ago.
    expect(porId(dePedido)).toMatchObject({
      estado: suc2.estado,
      sIdPedidoProveedorEnc: ped.id,
      folioPedido: ped.folio,
      diasCredito: -5,
    });
    expect(porId(pp)).toBeUndefined();
    expect(porId(deSin)).toMatchObject({ totalCuentas: 0 });
    expect(new Date(String(porId(er)!.fechaSubida)).toISOString()).toBe(porId(er)!.fechaSubida);
    expect(notasCredito.find((x) => x.idFacturasProveedoresNotaCredito === n)).toMatchObject({
      folio: expect.any(Number),
      serie: 'NC',
      importe: 50.25,
      estado: suc2.estado,
      estatus: 'N',
      estatusDescripcion: 'No aplicada',
      fechaNota: '2026-01-20',
      idCatProveedoresMarcasDet: p.det,
      check: false,
    });
    expect(notasCredito.find((x) => x.idFacturasProveedoresNotaCredito === aplicada)).toBeUndefined();
    // Upload date first.
    const subidas = facturasAPagar.map((f) => String(f.fechaSubida));
    expect(subidas).toEqual([...subidas].sort());
  });
});

describe('bank accounts (GET ProveedoresFacturasComboBanco)', () => {
  it('lists the brand supplier accounts as codigo and descripcion, the principal first', async () => {
    const p = await t.proveedor({ cuentas: 2 });
    const cuentas = (await admin.get(BANCOS(p.det))).json().data;
    expect(cuentas).toEqual([
      { codigo: p.cuentas[1], descripcion: 'BBVA MEXICO - 012180001001 - Cuenta 2', principal: true },
      { codigo: p.cuentas[0], descripcion: 'BANORTE - 012180001000 - Cuenta 1', principal: false },
    ]);
    const sin = await t.proveedor({ cuentas: 0 });
    expect((await admin.get(BANCOS(sin.det))).json().data).toEqual([]);
  });
});

describe('payments, detail and counter-receipt', () => {
  it('queries payments by status and date, answers the detail and the PDF', async () => {
    const p = await t.proveedor({
      cuentas: 1,
      contactos: [
        { correo: 'cxc@prueba.mx', pago: true },
        { correo: 'ventas@prueba.mx', pago: false },
        { correo: 'tesoreria@prueba.mx', pago: true },
      ],
    });
    const f1 = await t.factura(p.det, { sucursal: suc1.cod, importe: '0.10' });
    const f2 = await t.factura(p.det, { sucursal: suc1.cod, importe: '0.20' });
    const n1 = await t.nota(p.det, { sucursal: suc1.cod, importe: '0.05' });
    const r = (
      await admin.post(PROCESO, { IdFacturasProveedores: [f1, f2], IdFacturasProveedoresNotaCredito: [n1] })
    ).json();
    expect(r.value, r.message).toBe(true);
    const id = r.data.idFacturasProveedoresPagoEnc as number;
    const dia = hoy();
    const lista = async (Estatus: string, FechaInicio = dia, FechaFin = dia) =>
      (await admin.post(PAGOS, { Estatus, FechaInicio, FechaFin })).json().data as Fila[];
    const hoyPP = await lista('PP');
    expect(hoyPP.find((x) => x.idFacturasProveedoresPagoEnc === id)).toMatchObject({
      idCatProveedoresMarcasDet: p.det,
      marca: p.marca,
      proveedor: p.nombre,
      importe: 0.25,
      estatus: 'PP',
      estatusDescripcion: 'Proceso de pago',
      fechaNotificacion: '1900-01-01',
    });
    // A reversed range is read the right way round; another status or days do not list it.
    expect(
      (await lista('PP', sumarDias(dia, 1), sumarDias(dia, -1))).some(
        (x) => x.idFacturasProveedoresPagoEnc === id,
      ),
    ).toBe(true);
    expect((await lista('P')).some((x) => x.idFacturasProveedoresPagoEnc === id)).toBe(false);
    expect(
      (await lista('PP', sumarDias(dia, -9), sumarDias(dia, -1))).some(
        (x) => x.idFacturasProveedoresPagoEnc === id,
      ),
    ).toBe(false);

    const detalle = (await admin.get(DETALLE(id, p.det))).json().data;
    expect(detalle).toMatchObject({
      idFacturasProveedoresPagoEnc: id,
      marca: p.marca,
      estatus: 'PP',
      idCatProveedoresMarcasCuentas: p.cuentas[0],
      banco: 'BANORTE',
      claveBanco: '72',
      cuentaBanco: '012180001000',
      correoAsignado: 'cxc@prueba.mx, tesoreria@prueba.mx',
      totalFacturas: 0.3,
      totalNotas: 0.05,
      totalPago: 0.25,
      archivoPdfBase64: '',
    });
    expect(detalle.facturasAPagar).toHaveLength(2);
    expect(detalle.facturasAPagar[0]).toMatchObject({
      importe: 0.1,
      serie: 'A',
      banco: 'BANORTE',
      correoAsignado: 'cxc@prueba.mx, tesoreria@prueba.mx',
    });
    expect(detalle.notasCredito).toEqual([
      expect.objectContaining({ idFacturasProveedoresNotaCredito: n1, importe: 0.05 }),
    ]);
    // The brand-detail id must be the payment's.
    const otro = await t.proveedor();
    expect((await admin.get(DETALLE(id, otro.det))).json()).toMatchObject({
      value: false,
      message: m.pagoNoExiste,
    });

    const recibo = (await admin.get(RECIBO(id))).json();
    expect(recibo.value).toBe(true);
    expect(recibo.data.archivoPDF).toBe(`contrarecibo_${id}.pdf`);
    expect(Buffer.from(recibo.data.base64PDF, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await admin.get(RECIBO(2_000_000_000))).json()).toMatchObject({
      value: false,
      message: m.pagoNoExiste,
    });
  });
});

describe('demo data (demo.ts)', () => {
  it('has paid (P, notified) and in-process (PP) payments whose documents and totals agree', async () => {
    const pagos = await rowsOf<{
      estatus: string;
      n: number;
      notificados: number;
      cuadran: number;
      documentos: number;
    }>(
      t.db,
      sql`select pg.estatus, count(*)::int as n, count(pg.fecha_notificacion)::int as notificados,
                 count(*) filter (where pg.total_facturas = (select sum(importe) from facturas_proveedores f
                                    where f.id_facturas_proveedores_pago_enc = pg.id_facturas_proveedores_pago_enc)
                                  and pg.total_notas = (select coalesce(sum(importe), 0) from facturas_proveedores_nota_credito n
                                    where n.id_facturas_proveedores_pago_enc = pg.id_facturas_proveedores_pago_enc))::int as cuadran,
                 count(*) filter (where not exists (select 1 from facturas_proveedores f
                                    where f.id_facturas_proveedores_pago_enc = pg.id_facturas_proveedores_pago_enc
                                      and f.estatus <> pg.estatus))::int as documentos
            from facturas_proveedores_pago_enc pg
           where pg.creado_por = (select id_usuario from web_usuarios where usuario = 'admin')
             and pg.id_cat_proveedores_marcas_det not in (select id_cat_proveedores_marcas_det from cat_proveedores_marcas_det md
                   join cat_proveedores p using (cod_proveedor) where p.nombre like 'Proveedor Prueba %')
           group by pg.estatus order by pg.estatus`,
    );
    const porEstatus = Object.fromEntries(pagos.map((p) => [p.estatus, p]));
    expect(porEstatus.P?.n).toBeGreaterThan(0);
    expect(porEstatus.PP?.n).toBeGreaterThan(0);
    expect(porEstatus.P).toMatchObject({
      notificados: porEstatus.P!.n,
      cuadran: porEstatus.P!.n,
      documentos: porEstatus.P!.n,
    });
    expect(porEstatus.PP).toMatchObject({
      notificados: 0,
      cuadran: porEstatus.PP!.n,
      documentos: porEstatus.PP!.n,
    });
  });
});
