import { DETALLE_TICKET_PROVEEDOR_URL } from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import { COLOR_ESTATUS_PEDIDO, type Pedido } from '@farmasi/contracts/proveedores/pedidosproveedor';
import type { TableColumnsType } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import { DataTable, type PaginacionServidor } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { EstatusTag } from '@/ui/EstatusTag';
import type { ExportarConfig } from '@/ui/ExportarExcel';
import { Money } from '@/ui/Money';

export interface ListaPedidosProps {
  pedidos: readonly Pedido[];
  loading: boolean;
  paginacion: PaginacionServidor;
  exportar: ExportarConfig;
}

/** The order's public ticket page (S32), by its ticket token. */
export const rutaTicket = (product: string, ticket: string) =>
  `${DETALLE_TICKET_PROVEEDOR_URL.replace('{product}', product)}?id=${encodeURIComponent(ticket)}`;

/** 002 §2: Fecha, Folio (opens its ticket), Sucursal, Importe, Marca, Estatus (§4 colours). */
const columnasDe = (product: string): TableColumnsType<Pedido> => [
  {
    title: 'Fecha',
    dataIndex: 'fechaPedido',
    width: 170,
    render: (v: string) => <DateText value={v} withTime />,
  },
  {
    title: 'Folio',
    dataIndex: 'folioPedidoProveedor',
    width: 100,
    align: 'right',
    render: (folio: number, p: Pedido) => (
      <Link
        to={rutaTicket(product, p.ticket)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Ticket del pedido ${folio}`}
        title="Ver ticket"
      >
        {folio}
      </Link>
    ),
  },
  { title: 'Sucursal', dataIndex: 'sucursal', ellipsis: true },
  {
    title: 'Importe',
    dataIndex: 'importe',
    width: 130,
    align: 'right',
    render: (v: number) => <Money value={v} />,
  },
  { title: 'Marca', dataIndex: 'marca', width: 150, ellipsis: true },
  {
    title: 'Estatus',
    dataIndex: 'estatusDescripcion',
    width: 140,
    render: (_: string, p: Pedido) => (
      <EstatusTag estatus={p.estatus} descripcion={p.estatusDescripcion} colores={COLOR_ESTATUS_PEDIDO} />
    ),
  },
];

/** The orders list: server pages, 'Exportar a Excel' of every filtered order; scrolls on a phone. */
export const PedidosTable = ({ pedidos, loading, paginacion, exportar }: ListaPedidosProps) => {
  // The slug is the route's first segment (/{product}/…).
  const { pathname } = useLocation();
  const { product = pathname.split('/')[1] ?? '' } = useParams();
  return (
    <DataTable<Pedido>
      rowKey="idPedidoProveedorEnc"
      columns={columnasDe(product)}
      dataSource={[...pedidos]}
      loading={loading}
      paginacion={paginacion}
      exportar={exportar}
      scroll={{ x: 860 }}
      aria-label="Pedidos"
    />
  );
};
