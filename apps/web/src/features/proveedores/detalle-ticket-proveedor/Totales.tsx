import { IVA_ETIQUETA, type PedidoTicketEnc } from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import { Flex, Typography } from 'antd';
import { Money } from '@/ui/Money';

/**
 * 002 §2 totals: pieces, subtotal, 16% VAT, IEPS ($0.00 when zero) and the total (subtotal + VAT +
 * IEPS), as the server computed them.
 */
export const Totales = ({ enc, ancho }: { enc: PedidoTicketEnc; ancho?: number | string }) => {
  const filas: [string, React.ReactNode][] = [
    ['Piezas', enc.totalPiezas.toLocaleString('en-US')],
    ['Subtotal', <Money key="s" value={enc.subTotalPedido} />],
    [IVA_ETIQUETA, <Money key="i" value={enc.iVATotalPedido} />],
    ['IEPS', <Money key="e" value={enc.iEpsTotalPedido} />],
  ];
  return (
    <dl aria-label="Totales" style={{ width: ancho ?? '100%', margin: 0 }}>
      {filas.map(([etiqueta, valor]) => (
        <Flex key={etiqueta} justify="space-between" gap={16} style={{ padding: '2px 0' }}>
          <dt>{etiqueta}</dt>
          <dd style={{ margin: 0 }}>{valor}</dd>
        </Flex>
      ))}
      <Flex
        justify="space-between"
        gap={16}
        style={{ borderTop: '1px solid rgba(0,0,0,0.15)', marginTop: 4, paddingTop: 6 }}
      >
        <dt>
          <Typography.Text strong>Total</Typography.Text>
        </dt>
        <dd style={{ margin: 0 }}>
          <Typography.Text strong>
            <Money value={enc.totalPedido} />
          </Typography.Text>
        </dd>
      </Flex>
    </dl>
  );
};
