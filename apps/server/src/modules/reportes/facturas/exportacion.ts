import type { FacturaCorte } from '@farmasi/contracts/reportes/facturas';
import type { ColumnaExcel } from '../../../platform/exportar.ts';

/** The export's columns: the table's (003 §2.11), in its order, the branch with its code. */
export const COLUMNAS_CSV: readonly ColumnaExcel<FacturaCorte>[] = [
  { encabezado: 'Farmacia', valor: (x) => x.farmacia },
  { encabezado: 'Sucursal', valor: (x) => `${x.codSucursal} - ${x.sucursal}` },
  { encabezado: 'Corte', valor: (x) => x.corte, tipo: 'numero' },
  { encabezado: 'Fecha', valor: (x) => x.fecha, tipo: 'fecha' },
  { encabezado: 'Exento', valor: (x) => x.exento, tipo: 'moneda' },
  { encabezado: 'Gravado', valor: (x) => x.gravado, tipo: 'moneda' },
  { encabezado: 'IVA', valor: (x) => x.iVA, tipo: 'moneda' },
  { encabezado: 'IEPS', valor: (x) => x.iEPS, tipo: 'moneda' },
  { encabezado: 'Total', valor: (x) => x.total, tipo: 'moneda' },
  { encabezado: 'Folio', valor: (x) => x.folio },
  { encabezado: 'Cliente facturado', valor: (x) => x.clienteFactura },
  { encabezado: 'Importe corte', valor: (x) => x.importeCorte, tipo: 'moneda' },
  { encabezado: 'Importe factura', valor: (x) => x.importeFactura, tipo: 'moneda' },
  { encabezado: 'Diferencia', valor: (x) => x.diferencia, tipo: 'moneda' },
  { encabezado: 'Fecha timbrado', valor: (x) => x.fechaTimbrado, tipo: 'fechaHora' },
  { encabezado: 'Importe NC', valor: (x) => x.importeNC, tipo: 'moneda' },
];
