import type {
  PedidoTicketDet,
  PedidoTicketEnc,
} from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import { Descriptions, Flex, Table, type TableColumnsType } from 'antd';
import { DateText } from '@/ui/DateText';
import { Money } from '@/ui/Money';
import { Totales } from './Totales';

const columnas: TableColumnsType<PedidoTicketDet> = [
  { title: 'Código', dataIndex: 'codArticulo', width: 110 },
  { title: 'Descripción', dataIndex: 'descripcion' },
  { title: 'Cantidad', dataIndex: 'cantidad', width: 100, align: 'right' },
  // A cost keeps its 4 decimals, so that quantity × cost reads as the amount beside it.
  {
    title: 'Costo',
    dataIndex: 'costo',
    width: 130,
    align: 'right',
    render: (v: number) => <Money value={v} decimals={4} />,
  },
  {
    title: 'Importe',
    dataIndex: 'importe',
    width: 130,
    align: 'right',
    render: (v: number) => <Money value={v} />,
  },
];

/** 992 px and wider: the header as a grid, the lines as a table, the totals at its right. */
export const TicketEscritorio = ({ enc, det }: { enc: PedidoTicketEnc; det: PedidoTicketDet[] }) => (
  <Flex vertical gap={16}>
    <Descriptions
      bordered
      size="small"
      column={3}
      items={[
        { key: 'folio', label: 'Folio', children: enc.folioPedido },
        { key: 'marca', label: 'Marca', children: enc.marca },
        { key: 'proveedor', label: 'Proveedor', children: enc.proveedor },
        { key: 'sucursal', label: 'Sucursal', children: enc.sucursal },
        { key: 'fecha', label: 'Fecha', children: <DateText value={enc.fecha} withTime /> },
        { key: 'cajero', label: 'Cajero', children: enc.cajero },
      ]}
    />
    <Table<PedidoTicketDet>
      size="small"
      bordered
      rowKey={(l) => `${l.codArticulo}-${l.cantidad}-${l.costo}`}
      columns={columnas}
      dataSource={det}
      pagination={false}
      aria-label="Artículos del pedido"
    />
    <Flex justify="end">
      <Totales enc={enc} ancho={320} />
    </Flex>
  </Flex>
);
