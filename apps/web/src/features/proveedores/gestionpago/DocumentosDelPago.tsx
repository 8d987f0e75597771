import type { DetallePago } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { Descriptions, type TableColumnsType, Typography } from 'antd';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { Money } from '@/ui/Money';

type Factura = DetallePago['facturasAPagar'][number];
type Nota = DetallePago['notasCredito'][number];

const facturas: TableColumnsType<Factura> = [
  { title: 'Fecha de factura', dataIndex: 'fechaFactura', render: (v: string) => <DateText value={v} /> },
  { title: 'Folio', dataIndex: 'folioFactura', align: 'right' },
  { title: 'Serie', dataIndex: 'serie' },
  { title: 'Importe', dataIndex: 'importe', align: 'right', render: (v: number) => <Money value={v} /> },
];
const notas: TableColumnsType<Nota> = [
  { title: 'Fecha de nota', dataIndex: 'fechaNota', render: (v: string) => <DateText value={v} /> },
  { title: 'Folio', dataIndex: 'folio', align: 'right' },
  { title: 'Serie', dataIndex: 'serie' },
  { title: 'Importe', dataIndex: 'importe', align: 'right', render: (v: number) => <Money value={v} /> },
];

/** The payment's invoices and credit notes, and its totals (invoices, notes, payment). */
export const DocumentosDelPago = ({ d }: { d: DetallePago }) => (
  <>
    <Typography.Title level={5} style={{ margin: 0 }}>
      Facturas
    </Typography.Title>
    <DataTable<Factura>
      rowKey="idFacturasProveedores"
      columns={facturas}
      dataSource={d.facturasAPagar}
      scroll={{ x: 'max-content' }}
    />
    <Typography.Title level={5} style={{ margin: 0 }}>
      Notas de crédito
    </Typography.Title>
    <DataTable<Nota>
      rowKey="idFacturasProveedoresNotaCredito"
      columns={notas}
      dataSource={d.notasCredito}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Sin notas de crédito.' }}
    />
    <Descriptions size="small" bordered column={{ xs: 1, sm: 3 }} aria-label="Totales del pago">
      <Descriptions.Item label="Total facturas">
        <Money value={d.totalFacturas} />
      </Descriptions.Item>
      <Descriptions.Item label="Total notas">
        <Money value={d.totalNotas} />
      </Descriptions.Item>
      <Descriptions.Item label="Total pago">
        <strong>
          <Money value={d.totalPago} />
        </strong>
      </Descriptions.Item>
    </Descriptions>
  </>
);
