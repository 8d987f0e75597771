import { FileSearchOutlined } from '@ant-design/icons';
import {
  type FacturaCorte,
  facturasReporteMessages as fm,
  requiereRevision,
} from '@farmasi/contracts/reportes/facturas';
import { Button, type TableColumnsType } from 'antd';
import { DataTable, type PaginacionServidor } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { Money } from '@/ui/Money';
import './facturas.css';

export interface FacturasTablaProps {
  facturas: readonly FacturaCorte[];
  loading: boolean;
  paginacion: PaginacionServidor;
  onDetalle: (f: FacturaCorte) => void;
}

const dinero = (title: string, dataIndex: keyof FacturaCorte, width = 118) => ({
  title,
  dataIndex,
  width,
  align: 'right' as const,
  render: (v: number) => <Money value={v} />,
});

/** 003 §2.11's columns, then the detail link of the rows above 0.1 (003 §5). */
const columnas = (onDetalle: (f: FacturaCorte) => void): TableColumnsType<FacturaCorte> => [
  { title: 'Farmacia', dataIndex: 'farmacia', width: 150 },
  {
    title: 'Sucursal',
    dataIndex: 'sucursal',
    width: 210,
    render: (_: string, f: FacturaCorte) => `${f.codSucursal} - ${f.sucursal}`,
  },
  { title: 'Corte', dataIndex: 'corte', width: 70, align: 'right' },
  { title: 'Fecha', dataIndex: 'fecha', width: 112, render: (v: string) => <DateText value={v} /> },
  dinero('Exento', 'exento'),
  dinero('Gravado', 'gravado'),
  dinero('IVA', 'iVA', 104),
  dinero('IEPS', 'iEPS', 90),
  dinero('Total', 'total'),
  { title: 'Folio', dataIndex: 'folio', width: 120 },
  { title: 'Cliente facturado', dataIndex: 'clienteFactura', width: 200, ellipsis: true },
  dinero('Importe corte', 'importeCorte', 124),
  dinero('Importe factura', 'importeFactura', 130),
  {
    title: 'Diferencia',
    dataIndex: 'diferencia',
    width: 112,
    align: 'right',
    render: (v: number) => (
      <span className={requiereRevision(v) ? 'facturas-diferencia-roja' : undefined}>
        <Money value={v} />
      </span>
    ),
  },
  {
    title: 'Fecha timbrado',
    dataIndex: 'fechaTimbrado',
    width: 172,
    render: (v: string) => <DateText value={v} withTime />,
  },
  dinero('Importe NC', 'importeNC'),
  {
    title: 'Detalle',
    key: 'detalle',
    width: 96,
    fixed: 'right',
    render: (_: unknown, f: FacturaCorte) =>
      requiereRevision(f.diferencia) ? (
        <Button
          type="link"
          size="small"
          icon={<FileSearchOutlined />}
          aria-label={`Ver detalle de la factura ${f.folio}`}
          onClick={() => onDetalle(f)}
        >
          Ver
        </Button>
      ) : null,
  },
];

/**
 * The invoices that differ from their cut by more than 0.01, 20 a page from the server; those above
 * 0.1 in red with their detail link. Below 768 px each row is a card.
 */
export const FacturasTabla = ({ facturas, loading, paginacion, onDetalle }: FacturasTablaProps) => (
  <DataTable<FacturaCorte>
    rowKey="idFactura"
    columns={columnas(onDetalle)}
    dataSource={[...facturas]}
    loading={loading}
    paginacion={paginacion}
    rowClassName={(f) => (requiereRevision(f.diferencia) ? 'facturas-fila-roja' : '')}
    locale={{ emptyText: fm.sinDatos }}
    scroll={{ x: 2260 }}
    tarjetas="telefono"
    aria-label="Facturas"
  />
);
