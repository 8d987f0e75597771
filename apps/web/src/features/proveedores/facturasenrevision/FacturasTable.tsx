import { COLOR_ESTATUS_FACTURA, type Factura } from '@farmasi/contracts/proveedores/facturasenrevision';
import type { TableColumnsType } from 'antd';
import { DataTable, type PaginacionServidor } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { EstatusTag } from '@/ui/EstatusTag';
import type { ExportarConfig } from '@/ui/ExportarExcel';
import { Money } from '@/ui/Money';

export interface ListaFacturasProps {
  facturas: readonly Factura[];
  loading: boolean;
  paginacion: PaginacionServidor;
  exportar: ExportarConfig;
}

/** 002 §2: Fecha de carga, Folio, Serie, Importe, Marca, Proveedor, Fecha de factura, Estatus factura. */
const columnas: TableColumnsType<Factura> = [
  {
    title: 'Fecha de carga',
    dataIndex: 'fechaSubida',
    width: 165,
    render: (v: string) => <DateText value={v} withTime />,
  },
  { title: 'Folio', dataIndex: 'folioFactura', width: 80, align: 'right' },
  { title: 'Serie', dataIndex: 'serie', width: 60 },
  {
    title: 'Importe',
    dataIndex: 'importe',
    width: 130,
    align: 'right',
    render: (v: number) => <Money value={v} />,
  },
  { title: 'Marca', dataIndex: 'marca', width: 110, ellipsis: true },
  { title: 'Proveedor', dataIndex: 'proveedor', ellipsis: true },
  {
    title: 'Fecha de factura',
    dataIndex: 'fechaFactura',
    width: 125,
    render: (v: string) => <DateText value={v} />,
  },
  {
    title: 'Estatus factura',
    dataIndex: 'estatusDescripcion',
    width: 140,
    render: (_: string, f: Factura) => (
      <EstatusTag estatus={f.estatus} descripcion={f.estatusDescripcion} colores={COLOR_ESTATUS_FACTURA} />
    ),
  },
];

/** The desktop list (992 px and wider): server pages, 'Exportar a Excel' of every filtered invoice. */
export const FacturasTable = ({ facturas, loading, paginacion, exportar }: ListaFacturasProps) => (
  <DataTable<Factura>
    rowKey="idFacturasProveedores"
    columns={columnas}
    dataSource={[...facturas]}
    loading={loading}
    paginacion={paginacion}
    exportar={exportar}
    scroll={{ x: 990 }}
    aria-label="Facturas"
  />
);
