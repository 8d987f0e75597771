import { format } from '@farmasi/contracts/messages';
import { gestionPagoMessages as m, VENCIMIENTO } from '@farmasi/contracts/proveedores/gestionpago/textos';
import { describe, expect, it } from 'vitest';
import { deOtro, factura, nota } from './gestionpago.testutil';
import {
  filtrarFacturas,
  filtrarNotas,
  limpiarTodas,
  marcarFactura,
  marcarNota,
  marcarTodasFacturas,
  marcarTodasNotas,
  resumen,
  type Seleccion,
  SIN_SELECCION,
} from './seleccion';

const ok = (r: { seleccion?: Seleccion; error?: string }) => {
  expect(r.error).toBeUndefined();
  return r.seleccion as Seleccion;
};

describe('selection rules of 002 §4–§5', () => {
  const f1 = factura(1);
  const f2 = factura(2);
  const otra = factura(3, deOtro);
  const otroEstado = factura(4, { estado: 'Jalisco' });
  const sinCuentas = factura(5, { ...deOtro, totalCuentas: 0 });
  const todas = [f1, f2, otra, otroEstado, sinCuentas];

  it('the first tick fixes the supplier and state; further ticks must match; unticking all releases', () => {
    let s = ok(marcarFactura(SIN_SELECCION, f1, true, todas));
    expect(s.fijado).toEqual({ det: 10, estado: 'Puebla', proveedor: 'NADRO (Genomma)' });
    s = ok(marcarFactura(s, f2, true, todas));
    expect([...s.facturas]).toEqual([1, 2]);
    const datos = { proveedor: 'NADRO (Genomma)', estado: 'Puebla' };
    expect(marcarFactura(s, otra, true, todas).error).toBe(format(m.otroProveedorFacturas, datos));
    expect(marcarFactura(s, otroEstado, true, todas).error).toBe(format(m.otroProveedorFacturas, datos));
    expect(marcarNota(s, nota(9, deOtro), true).error).toBe(format(m.otroProveedorNotas, datos));
    s = ok(marcarNota(s, nota(9), true));
    s = ok(marcarFactura(ok(marcarFactura(s, f1, false, todas)), f2, false, todas));
    expect(s.fijado).not.toBeNull(); // the note still holds it
    s = ok(marcarNota(s, nota(9), false));
    expect(s.fijado).toBeNull();
    expect(ok(marcarFactura(s, otra, true, todas)).fijado?.det).toBe(20);
  });

  it('refuses a supplier without bank accounts', () => {
    expect(marcarFactura(SIN_SELECCION, sinCuentas, true, todas).error).toBe(
      format(m.sinCuentas, { proveedor: 'Casa Saba (Pisa)' }),
    );
  });

  it("ticks and unticks an order's invoices together", () => {
    const p1 = factura(11, { sIdPedidoProveedorEnc: 7 });
    const p2 = factura(12, { sIdPedidoProveedorEnc: 7 });
    const pS = factura(13, { sIdPedidoProveedorEnc: 7, estatus: 'S' });
    const lista = [p1, p2, pS, f1];
    const s = ok(marcarFactura(SIN_SELECCION, p2, true, lista));
    expect([...s.facturas].sort()).toEqual([11, 12]);
    expect([...ok(marcarFactura(s, p1, false, lista)).facturas]).toEqual([]);
  });

  it('select-all: one supplier and state among the filtered rows, or the right message', () => {
    expect(marcarTodasFacturas(SIN_SELECCION, todas, true, todas).error).toBe(m.todasDiferentesFacturas);
    const s = ok(marcarTodasFacturas(SIN_SELECCION, [f1, f2, factura(6, { estatus: 'S' })], true, todas));
    expect([...s.facturas]).toEqual([1, 2]);
    expect(s.todasFacturas).toBe(true);
    const conOtro = ok(marcarFactura(SIN_SELECCION, otra, true, todas));
    expect(marcarTodasFacturas(conOtro, [f1, f2], true, todas).error).toBe(m.todasOtroProveedorFacturas);
    expect(marcarTodasNotas(conOtro, [nota(1)], true).error).toBe(m.todasOtroProveedorNotas);
    expect(marcarTodasNotas(SIN_SELECCION, [nota(1), nota(2, { estado: 'Jalisco' })], true).error).toBe(
      m.todasDiferentesNotas,
    );
    expect(marcarTodasFacturas(SIN_SELECCION, [sinCuentas], true, todas).error).toBe(
      format(m.sinCuentas, { proveedor: 'Casa Saba (Pisa)' }),
    );
    // Unticking the box unticks the filtered rows and releases the supplier.
    const vacia = ok(marcarTodasFacturas(s, [f1, f2], false, todas));
    expect(vacia).toMatchObject({ todasFacturas: false, fijado: null });
    expect(vacia.facturas.size).toBe(0);
    const conNotas = ok(marcarTodasNotas(s, [nota(1), nota(2)], true));
    expect(limpiarTodas(conNotas)).toMatchObject({ todasFacturas: false, todasNotas: false });
    expect(limpiarTodas(conNotas).facturas.size).toBe(2);
  });

  it('totals in cents, and the filters (folio, brand without accents, due)', () => {
    const a = factura(1, { importe: 0.1 });
    const b = factura(2, { importe: 0.2 });
    const s = ok(
      marcarNota(
        ok(marcarFactura(ok(marcarFactura(SIN_SELECCION, a, true, [a, b])), b, true, [a, b])),
        nota(1, { importe: 0.05 }),
        true,
      ),
    );
    expect(resumen(s, [a, b], [nota(1, { importe: 0.05 })])).toEqual({
      facturas: 0.3,
      notas: 0.05,
      pago: 0.25,
    });
    const filas = [
      factura(1, { folioFactura: 123, marca: 'Química Son’s', diasCredito: 0 }),
      factura(2, { folioFactura: 4567, marca: 'Pisa', diasCredito: 5 }),
    ];
    const f = { folio: '', marca: '', vence: VENCIMIENTO.todos };
    expect(filtrarFacturas(filas, { ...f, folio: '23' }).map((x) => x.idFacturasProveedores)).toEqual([1]);
    expect(filtrarFacturas(filas, { ...f, marca: 'quimica' }).map((x) => x.idFacturasProveedores)).toEqual([
      1,
    ]);
    expect(
      filtrarFacturas(filas, { ...f, vence: VENCIMIENTO.vencidos }).map((x) => x.idFacturasProveedores),
    ).toEqual([1]);
    expect(
      filtrarFacturas(filas, { ...f, vence: VENCIMIENTO.noVencidos }).map((x) => x.idFacturasProveedores),
    ).toEqual([2]);
    expect(
      filtrarNotas([nota(1, { marca: 'Pisa' })], { ...f, marca: 'PISA', vence: VENCIMIENTO.vencidos }),
    ).toHaveLength(1);
  });
});
