import type { PrecioPendiente } from '@farmasi/contracts/contabilidad/precios-programados';
import { Button, Modal, Typography } from 'antd';
import { DataTable, totalRegistros } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { Money } from '@/ui/Money';
import { usePreciosPendientes } from './api';

const columnas = [
  { title: 'Proveedor', dataIndex: 'proveedor' },
  { title: 'Artículo', dataIndex: 'descripcion' },
  {
    title: 'Costo Actual',
    dataIndex: 'costoActual',
    align: 'right' as const,
    render: (v: number) => <Money value={v} decimals={4} />,
  },
  {
    title: 'Nuevo Costo',
    dataIndex: 'nuevoCosto',
    align: 'right' as const,
    render: (v: number) => <Money value={v} decimals={4} />,
  },
  {
    title: 'Precio Publico',
    dataIndex: 'precioPublico',
    align: 'right' as const,
    render: (v: number) => <Money value={v} />,
  },
  { title: 'Fecha de inicio', dataIndex: 'fechaInicio', render: (v: string) => <DateText value={v} /> },
];

/** 'Precios pendientes de aplicar': every pending schedule of every supplier, with the total. */
export const PendientesModal = ({ abierto, onClose }: { abierto: boolean; onClose: () => void }) => {
  const pendientes = usePreciosPendientes(abierto);
  return (
    <Modal
      open={abierto}
      title="Precios pendientes de aplicar"
      width={960}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Cerrar</Button>}
      destroyOnHidden
    >
      <DataTable<PrecioPendiente>
        rowKey="idPrecioProgramado"
        columns={columnas}
        dataSource={pendientes.data ?? []}
        loading={pendientes.isFetching}
        scroll={{ x: 'max-content' }}
        exportar={{ archivo: 'precios-pendientes' }}
      />
      <Typography.Text strong>{totalRegistros(pendientes.data?.length ?? 0)}</Typography.Text>
    </Modal>
  );
};
