import type { FacturaAPagar, NotaCredito } from '@farmasi/contracts/proveedores/gestionpago/esquemas';

/** An ER invoice of brand supplier 10 (NADRO, Genomma) in Puebla, with accounts. */
export const factura = (id: number, o: Partial<FacturaAPagar> = {}): FacturaAPagar => ({
  idFacturasProveedores: id,
  folioFactura: 1000 + id,
  serie: 'A',
  importe: 100,
  marca: 'Genomma',
  proveedor: 'NADRO',
  codProveedor: 5,
  idCatProveedoresMarcasDet: 10,
  estado: 'Puebla',
  estatus: 'ER',
  estatusDescripcion: 'En revisión',
  fechaSubida: `2026-01-${String(10 + (id % 18)).padStart(2, '0')}T16:00:00.000Z`,
  fechaFactura: '2026-01-05',
  diasCredito: 10,
  vencimiento: '2026-02-04',
  sIdPedidoProveedorEnc: 0,
  folioPedido: 0,
  totalCuentas: 1,
  check: false,
  ...o,
});

export const nota = (id: number, o: Partial<NotaCredito> = {}): NotaCredito => ({
  idFacturasProveedoresNotaCredito: id,
  folio: 500 + id,
  serie: 'NC',
  importe: 20,
  marca: 'Genomma',
  proveedor: 'NADRO',
  codProveedor: 5,
  idCatProveedoresMarcasDet: 10,
  estado: 'Puebla',
  estatus: 'N',
  estatusDescripcion: 'No aplicada',
  fechaCarga: '2026-01-20T16:00:00.000Z',
  fechaNota: '2026-01-20',
  totalCuentas: 1,
  check: false,
  ...o,
});

/** Another brand supplier (20: Casa Saba, Pisa). */
export const deOtro = {
  idCatProveedoresMarcasDet: 20,
  proveedor: 'Casa Saba',
  marca: 'Pisa',
  codProveedor: 7,
};
