import { format } from '@farmasi/contracts/messages';
import {
  estadoTexto,
  type FacturaAPagar,
  type NotaCredito,
  proveedorDeMarca,
  sumaCentavos,
} from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import {
  gestionPagoMessages as m,
  VENCIMIENTO,
  type Vencimiento,
} from '@farmasi/contracts/proveedores/gestionpago/textos';
import { coincide } from '@/lib/texto';

/** The supplier and state the first ticked row fixed (002 §4). */
export interface Fijado {
  det: number;
  estado: string;
  proveedor: string;
}

/** The ticked invoices and notes, what they fixed, and the two select-all boxes. */
export interface Seleccion {
  facturas: ReadonlySet<number>;
  notas: ReadonlySet<number>;
  fijado: Fijado | null;
  todasFacturas: boolean;
  todasNotas: boolean;
}

export const SIN_SELECCION: Seleccion = {
  facturas: new Set(),
  notas: new Set(),
  fijado: null,
  todasFacturas: false,
  todasNotas: false,
};

/** A change accepted (the new selection) or refused (the spec's message; the tick is undone). */
export type Resultado = { seleccion: Seleccion; error?: never } | { error: string; seleccion?: never };

type Documento = Pick<FacturaAPagar, 'idCatProveedoresMarcasDet' | 'estado' | 'proveedor' | 'marca'>;

export const esSeleccionableFactura = (f: Pick<FacturaAPagar, 'estatus'>) => f.estatus === 'ER';
export const esSeleccionableNota = (n: Pick<NotaCredito, 'estatus'>) => n.estatus === 'N';

const fijadoDe = (d: Documento): Fijado => ({
  det: d.idCatProveedoresMarcasDet,
  estado: d.estado,
  proveedor: proveedorDeMarca(d),
});
const mismo = (f: Fijado, d: Documento) => f.det === d.idCatProveedoresMarcasDet && f.estado === d.estado;
const datosDe = (f: Fijado) => ({ proveedor: f.proveedor, estado: estadoTexto(f.estado) });

/** Unticking everything releases the supplier (002 §4). */
const liberar = (s: Seleccion): Seleccion =>
  s.facturas.size === 0 && s.notas.size === 0 ? { ...s, fijado: null } : s;

const con = (ids: ReadonlySet<number>, mas: readonly number[]) => new Set([...ids, ...mas]);
const sin = (ids: ReadonlySet<number>, menos: readonly number[]) => {
  const quitar = new Set(menos);
  return new Set([...ids].filter((id) => !quitar.has(id)));
};

/** The invoice and, when it belongs to an order, every selectable invoice of that order (they tick together). */
const delMismoPedido = (factura: FacturaAPagar, todas: readonly FacturaAPagar[]) =>
  factura.sIdPedidoProveedorEnc > 0
    ? todas
        .filter((f) => f.sIdPedidoProveedorEnc === factura.sIdPedidoProveedorEnc && esSeleccionableFactura(f))
        .map((f) => f.idFacturasProveedores)
    : [factura.idFacturasProveedores];

/** Ticks or unticks one invoice (and its order's), with the rules of 002 §4–§5 in order. */
export const marcarFactura = (
  s: Seleccion,
  factura: FacturaAPagar,
  marcado: boolean,
  todas: readonly FacturaAPagar[],
): Resultado => {
  const ids = delMismoPedido(factura, todas);
  if (!marcado) return { seleccion: liberar({ ...s, facturas: sin(s.facturas, ids), todasFacturas: false }) };
  if (factura.totalCuentas === 0)
    return { error: format(m.sinCuentas, { proveedor: proveedorDeMarca(factura) }) };
  if (s.fijado && !mismo(s.fijado, factura))
    return { error: format(m.otroProveedorFacturas, datosDe(s.fijado)) };
  return { seleccion: { ...s, facturas: con(s.facturas, ids), fijado: s.fijado ?? fijadoDe(factura) } };
};

/** Ticks or unticks one credit note. */
export const marcarNota = (s: Seleccion, nota: NotaCredito, marcado: boolean): Resultado => {
  const id = nota.idFacturasProveedoresNotaCredito;
  if (!marcado) return { seleccion: liberar({ ...s, notas: sin(s.notas, [id]), todasNotas: false }) };
  if (s.fijado && !mismo(s.fijado, nota)) return { error: format(m.otroProveedorNotas, datosDe(s.fijado)) };
  return { seleccion: { ...s, notas: con(s.notas, [id]), fijado: s.fijado ?? fijadoDe(nota) } };
};

/**
 * Select-all of the invoices: only the rows the filters show (and their orders' invoices), only
 * when they share one supplier and state, and that of the selection if one was fixed (002 §4–§5).
 */
export const marcarTodasFacturas = (
  s: Seleccion,
  visibles: readonly FacturaAPagar[],
  marcado: boolean,
  todas: readonly FacturaAPagar[],
): Resultado => {
  const filas = visibles.filter(esSeleccionableFactura);
  const ids = filas.flatMap((f) => delMismoPedido(f, todas));
  if (!marcado) return { seleccion: liberar({ ...s, facturas: sin(s.facturas, ids), todasFacturas: false }) };
  const [primera] = filas;
  if (!primera) return { seleccion: s };
  if (filas.some((f) => !mismo(fijadoDe(primera), f))) return { error: m.todasDiferentesFacturas };
  if (s.fijado && !mismo(s.fijado, primera)) return { error: m.todasOtroProveedorFacturas };
  if (primera.totalCuentas === 0)
    return { error: format(m.sinCuentas, { proveedor: proveedorDeMarca(primera) }) };
  return {
    seleccion: {
      ...s,
      facturas: con(s.facturas, ids),
      fijado: s.fijado ?? fijadoDe(primera),
      todasFacturas: true,
    },
  };
};

/** Select-all of the credit notes, with the same rules. */
export const marcarTodasNotas = (
  s: Seleccion,
  visibles: readonly NotaCredito[],
  marcado: boolean,
): Resultado => {
  const filas = visibles.filter(esSeleccionableNota);
  const ids = filas.map((n) => n.idFacturasProveedoresNotaCredito);
  if (!marcado) return { seleccion: liberar({ ...s, notas: sin(s.notas, ids), todasNotas: false }) };
  const [primera] = filas;
  if (!primera) return { seleccion: s };
  if (filas.some((n) => !mismo(fijadoDe(primera), n))) return { error: m.todasDiferentesNotas };
  if (s.fijado && !mismo(s.fijado, primera)) return { error: m.todasOtroProveedorNotas };
  return {
    seleccion: { ...s, notas: con(s.notas, ids), fijado: s.fijado ?? fijadoDe(primera), todasNotas: true },
  };
};

/** 'Todos' in the due filter clears both select-all boxes (the rows stay ticked). */
export const limpiarTodas = (s: Seleccion): Seleccion => ({ ...s, todasFacturas: false, todasNotas: false });

/** The summary of the ticked rows, in cents: invoices, notes and payment (002 §2). */
export const resumen = (s: Seleccion, facturas: readonly FacturaAPagar[], notas: readonly NotaCredito[]) => {
  const totalFacturas = sumaCentavos(
    facturas.filter((f) => s.facturas.has(f.idFacturasProveedores)).map((f) => f.importe),
  );
  const totalNotas = sumaCentavos(
    notas.filter((n) => s.notas.has(n.idFacturasProveedoresNotaCredito)).map((n) => n.importe),
  );
  return { facturas: totalFacturas / 100, notas: totalNotas / 100, pago: (totalFacturas - totalNotas) / 100 };
};

export interface Filtros {
  folio: string;
  marca: string;
  vence: Vencimiento;
}

/** The rows the filters show: folio (digits, contained), brand (accents and case ignored), due (invoices). */
export const filtrarFacturas = (filas: readonly FacturaAPagar[], f: Filtros) =>
  filas.filter(
    (x) =>
      (!f.folio || String(x.folioFactura).includes(f.folio)) &&
      (!f.marca || coincide(f.marca, x.marca)) &&
      (f.vence === VENCIMIENTO.todos ||
        (f.vence === VENCIMIENTO.vencidos ? x.diasCredito <= 0 : x.diasCredito > 0)),
  );

export const filtrarNotas = (filas: readonly NotaCredito[], f: Filtros) =>
  filas.filter(
    (x) => (!f.folio || String(x.folio).includes(f.folio)) && (!f.marca || coincide(f.marca, x.marca)),
  );
