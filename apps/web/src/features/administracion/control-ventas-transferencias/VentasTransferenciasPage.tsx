import { PlusOutlined } from '@ant-design/icons';
import {
  ESTATUS_PENDIENTE,
  ventasTransferenciasMessages as m,
  type VentaTransferencia,
} from '@farmasi/contracts/administracion/control-ventas-transferencias';
import { Button, Card, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { useVentasTransferencias } from './api';
import { SucursalPickerModal } from './SucursalPickerModal';

const columns: TableColumnsType<VentaTransferencia> = [
  { title: 'Código', dataIndex: 'codSucursal', width: 90 },
  { title: 'Sucursal', dataIndex: 'sucursal' },
  { title: 'Supervisor', dataIndex: 'nombre' },
  { title: 'Fecha', dataIndex: 'fecha', width: 190, render: (v: string) => <DateText value={v} withTime /> },
  {
    title: 'Fecha venta',
    dataIndex: 'fechaVenta',
    width: 190,
    // Status P (pending) has no sale yet: the date is not shown (003 §4).
    render: (v: string | null, r) =>
      r.estatus === ESTATUS_PENDIENTE || !v ? null : <DateText value={v} withTime />,
  },
  {
    title: 'Estatus',
    dataIndex: 'descripcionEstatus',
    width: 150,
    render: (v: string, r) => <Tag color={r.estatus === ESTATUS_PENDIENTE ? 'gold' : 'green'}>{v}</Tag>,
  },
];

/** S41 'Control ventas transferecias.': permissions granted to branches to sell by transfer. */
export const VentasTransferenciasPage = () => {
  const lista = useVentasTransferencias();
  const [eligiendo, setEligiendo] = useState(false);
  return (
    <Card
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEligiendo(true)}>
          {m.boton}
        </Button>
      }
    >
      <DataTable<VentaTransferencia>
        rowKey={(r) => `${r.codSucursal}-${r.fecha}`}
        columns={columns}
        dataSource={lista.data}
        loading={lista.isFetching}
        pagination={{ pageSize: 20 }}
        exportar={{ archivo: 'ventas-transferencias' }}
      />
      {eligiendo && <SucursalPickerModal onClose={() => setEligiendo(false)} />}
    </Card>
  );
};
