import { format } from '@farmasi/contracts/messages';
import { gestionPagoMessages as m } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/sql.ts';
import { abrirGestionPago, PROCESO } from './gestionpago.fixtures.ts';

const t = await abrirGestionPago();
const { admin, db, suc1, suc2 } = t;

const procesar = (facturas: number[], notas: number[] = []) =>
  admin.post(PROCESO, {
    Usuario: 99,
    IdFacturasProveedores: facturas,
    IdFacturasProveedoresNotaCredito: notas,
  });

describe("'Proceso de pago' (POST ProveedoresFacturasProcesoPago)", () => {
  it('marks ER invoices and N notes PP and creates the payment with SQL numeric totals', async () => {
    const p = await t.proveedor();
    const f1 = await t.factura(p.det, { sucursal: suc1.cod, importe: '0.10' });
    const f2 = await t.factura(p.det, { sucursal: suc1.cod, importe: '0.20' });
    const n1 = await t.nota(p.det, { sucursal: suc1.cod, importe: '0.30' });
    const res = (await procesar([f1, f2], [n1])).json();
    expect(res).toMatchObject({
      value: true,
      message: format(m.procesado, { facturas: 2, notas: 1 }),
      data: { facturas: 2, notas: 1, importe: 0 },
    });
    const [pago] = await t.pagosDe(p.det);
    expect(pago).toEqual({
      id: res.data.idFacturasProveedoresPagoEnc,
      estatus: 'PP',
      totalFacturas: '0.30',
      totalNotas: '0.30',
      importe: '0.00',
    });
    for (const id of [f1, f2])
      expect(await t.estatusDe('facturas', id)).toEqual({ estatus: 'PP', pago: pago!.id });
    expect(await t.estatusDe('notas', n1)).toEqual({ estatus: 'PP', pago: pago!.id });
    // Who did it is the session's user (the body's Usuario is not trusted), and it is audited.
    const [creador] = await rowsOf<{ creado: number; admin: number }>(
      db,
      sql`select creado_por as creado, (select id_usuario from web_usuarios where usuario = 'admin') as admin
            from facturas_proveedores_pago_enc where id_facturas_proveedores_pago_enc = ${pago!.id}`,
    );
    expect(creador!.creado).toBe(creador!.admin);
    const auditados = await rowsOf<{ tabla: string }>(
      db,
      sql`select tabla from auditoria where tabla like 'facturas_proveedores%' and clave in (${String(pago!.id)}, ${String(f1)}, ${String(f2)}, ${String(n1)})`,
    );
    expect(new Set(auditados.map((a) => a.tabla))).toEqual(
      new Set(['facturas_proveedores_pago_enc', 'facturas_proveedores', 'facturas_proveedores_nota_credito']),
    );
  });

  it('cannot run twice for the same documents: the second call marks nothing and says why', async () => {
    const p = await t.proveedor();
    const f = await t.factura(p.det, { sucursal: suc1.cod });
    const n = await t.nota(p.det, { sucursal: suc1.cod });
    expect((await procesar([f], [n])).json().value).toBe(true);
    const segunda = await procesar([f], [n]);
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json()).toMatchObject({ value: false, message: m.noDisponibles });
    expect(await t.pagosDe(p.det)).toHaveLength(1);
    // Nor with a new invoice added to the same ones.
    const otra = await t.factura(p.det, { sucursal: suc1.cod });
    expect((await procesar([otra, f])).json()).toMatchObject({ value: false, message: m.noDisponibles });
    expect(await t.estatusDe('facturas', otra)).toMatchObject({ estatus: 'ER', pago: null });
    expect(await t.pagosDe(p.det)).toHaveLength(1);
  });

  it('two identical calls at once create one payment', async () => {
    const p = await t.proveedor();
    const fs = [
      await t.factura(p.det, { sucursal: suc1.cod }),
      await t.factura(p.det, { sucursal: suc1.cod }),
    ];
    const n = await t.nota(p.det, { sucursal: suc1.cod });
    const respuestas = await Promise.all([procesar(fs, [n]), procesar(fs, [n]), procesar([fs[1]!])]);
    const valores = respuestas.map((r) => r.json().value);
    expect(valores.filter(Boolean)).toHaveLength(1);
    expect(respuestas.filter((r) => r.json().message === m.noDisponibles)).toHaveLength(2);
    const pagos = await t.pagosDe(p.det);
    expect(pagos).toHaveLength(1);
    for (const id of fs) expect((await t.estatusDe('facturas', id))?.pago).toBe(pagos[0]!.id);
  });

  it('refuses a supplier without bank accounts, naming it', async () => {
    const sin = await t.proveedor({ cuentas: 0 });
    const f = await t.factura(sin.det, { sucursal: suc1.cod });
    expect((await procesar([f])).json()).toMatchObject({
      value: false,
      message: format(m.sinCuentas, { proveedor: `${sin.nombre} (${sin.marca})` }),
    });
    expect(await t.estatusDe('facturas', f)).toMatchObject({ estatus: 'ER' });
  });

  it('refuses documents of two suppliers or two states', async () => {
    const a = await t.proveedor();
    const b = await t.proveedor();
    const fa = await t.factura(a.det, { sucursal: suc1.cod });
    const fb = await t.factura(b.det, { sucursal: suc1.cod });
    const fa2 = await t.factura(a.det, { sucursal: suc2.cod });
    const nb = await t.nota(b.det, { sucursal: suc1.cod });
    const na2 = await t.nota(a.det, { sucursal: suc2.cod });
    for (const [facturas, notas] of [
      [[fa, fb], []],
      [[fa, fa2], []],
      [[fa], [nb]],
      [[fa], [na2]],
    ] as const) {
      expect(
        (await procesar([...facturas], [...notas])).json(),
        JSON.stringify([facturas, notas]),
      ).toMatchObject({
        value: false,
        message: m.otroProveedorServidor,
      });
    }
    expect(await t.pagosDe(a.det)).toEqual([]);
  });

  it('refuses notes above the invoices (compared in SQL numeric)', async () => {
    const p = await t.proveedor();
    const f = await t.factura(p.det, { sucursal: suc1.cod, importe: '100.00' });
    const n1 = await t.nota(p.det, { sucursal: suc1.cod, importe: '60.00' });
    const n2 = await t.nota(p.det, { sucursal: suc1.cod, importe: '40.01' });
    expect((await procesar([f], [n1, n2])).json()).toMatchObject({ value: false, message: m.notasExceden });
    expect(await t.estatusDe('notas', n1)).toMatchObject({ estatus: 'N', pago: null });
    expect(await t.pagosDe(p.det)).toEqual([]);
  });

  it("pays an order's invoices together", async () => {
    const p = await t.proveedor();
    const ped = await t.pedido(p.det, suc2.cod);
    const f1 = await t.factura(p.det, { pedido: ped.id });
    const f2 = await t.factura(p.det, { pedido: ped.id });
    expect((await procesar([f1])).json()).toMatchObject({
      value: false,
      message: format(m.pedidoIncompleto, { folio: ped.folio }),
    });
    // Invoices of the order and one of the order's branch state without order go together.
    const suelta = await t.factura(p.det, { sucursal: suc2.cod });
    expect((await procesar([f1, f2, suelta])).json().value).toBe(true);
  });

  it('refuses invoices not in ER, notes not in N, repeated or missing ids', async () => {
    const p = await t.proveedor();
    const s = await t.factura(p.det, { estatus: 'S', sucursal: suc1.cod });
    const er = await t.factura(p.det, { sucursal: suc1.cod });
    const aplicada = await t.nota(p.det, { estatus: 'A', sucursal: suc1.cod });
    expect((await procesar([s])).json().message).toBe(m.noDisponibles);
    expect((await procesar([er], [aplicada])).json().message).toBe(m.noDisponibles);
    expect((await procesar([er, 2_000_000_000])).json().message).toBe(m.noDisponibles);
    expect((await procesar([er, er])).json().message).toBe(m.repetidos);
    expect(await t.pagosDe(p.det)).toEqual([]);
    // camelCase (as the web sends) works as the spec's PascalCase does.
    const r = await admin.post(PROCESO, {
      idFacturasProveedores: [er],
      idFacturasProveedoresNotaCredito: [],
    });
    expect(r.json().value).toBe(true);
  });
});
