import type {
  PedidoTicketDet,
  PedidoTicketEnc,
} from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import { Divider, Flex, Typography } from 'antd';
import { DateText } from '@/ui/DateText';
import { Money } from '@/ui/Money';
import { Totales } from './Totales';

const Renglon = ({ etiqueta, children }: { etiqueta: string; children: React.ReactNode }) => (
  <Flex justify="space-between" gap={12}>
    <Typography.Text type="secondary">{etiqueta}</Typography.Text>
    <span style={{ textAlign: 'right' }}>{children}</span>
  </Flex>
);

/** Under 992 px: a receipt, one column: the header, each line as a block, then the totals. */
export const TicketMovil = ({ enc, det }: { enc: PedidoTicketEnc; det: PedidoTicketDet[] }) => (
  <Flex vertical gap={4}>
    <section aria-label="Datos del pedido">
      <Renglon etiqueta="Folio">{enc.folioPedido}</Renglon>
      <Renglon etiqueta="Marca">{enc.marca}</Renglon>
      <Renglon etiqueta="Proveedor">{enc.proveedor}</Renglon>
      <Renglon etiqueta="Sucursal">{enc.sucursal}</Renglon>
      <Renglon etiqueta="Fecha">
        <DateText value={enc.fecha} withTime />
      </Renglon>
      <Renglon etiqueta="Cajero">{enc.cajero}</Renglon>
    </section>
    <Divider style={{ margin: '8px 0' }} />
    <ul aria-label="Artículos del pedido" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {det.map((l) => (
        <li
          key={`${l.codArticulo}-${l.cantidad}-${l.costo}`}
          style={{ padding: '6px 0', borderBottom: '1px dashed rgba(0,0,0,0.15)' }}
        >
          <Typography.Text strong>{l.descripcion}</Typography.Text>
          <Flex justify="space-between" gap={8}>
            <Typography.Text type="secondary">
              {l.codArticulo} · {l.cantidad} × <Money value={l.costo} decimals={4} />
            </Typography.Text>
            <Money value={l.importe} />
          </Flex>
        </li>
      ))}
    </ul>
    <Divider style={{ margin: '8px 0' }} />
    <Totales enc={enc} />
  </Flex>
);
