import {
  pedidosMessages as m,
  type Pedido,
  type PedidoDetalle,
} from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { Descriptions, Modal, type TableColumnsType } from 'antd';
import { DataTable } from '@/ui/DataTable';
import { useDetallePedido } from './api';
import { EstatusTag } from './EstatusTag';
import { formatoFechaPedido } from './fechas';

type Linea = PedidoDetalle & { articulo: string };

const columnas: TableColumnsType<Linea> = [
  { title: 'Artículo', dataIndex: 'articulo', ellipsis: true },
  {
    title: 'Cantidad',
    dataIndex: 'cantidad',
    align: 'right',
    width: 110,
    render: (c: number) => c.toLocaleString('en-US'),
  },
];

/** 001 §2 detail modal: the order's articles (Artículo, Cantidad). */
export const DetallePedidoModal = ({ pedido, onClose }: { pedido: Pedido; onClose: () => void }) => {
  const detalle = useDetallePedido(pedido.idPedidosEnc);
  const lineas = (detalle.data ?? []).map((d) => ({ ...d, articulo: `${d.codArticulo} - ${d.descripcion}` }));
  return (
    <Modal open destroyOnHidden title={`Pedido ${pedido.folio}`} onCancel={onClose} footer={null} width={720}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'cliente', label: 'Cliente', children: pedido.nomCliente },
          { key: 'fecha', label: 'Fecha', children: formatoFechaPedido(pedido.fecha) },
          {
            key: 'estatus',
            label: 'Estatus',
            children: <EstatusTag estatus={pedido.estatus} descripcion={pedido.estatusDescripcion} />,
          },
          { key: 'articulos', label: 'Artículos', children: lineas.length },
        ]}
      />
      <DataTable<Linea>
        rowKey="codArticulo"
        columns={columnas}
        dataSource={lineas}
        loading={detalle.isFetching}
        locale={{ emptyText: detalle.isFetching ? ' ' : m.sinDetalle }}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        exportar={{ archivo: `pedido-${pedido.folio}` }}
      />
    </Modal>
  );
};
