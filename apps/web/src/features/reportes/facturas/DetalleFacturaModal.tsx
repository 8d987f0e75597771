import type { FacturaCorte, FacturaDetalle, TicketDetalle } from '@farmasi/contracts/reportes/facturas';
import { Button, Descriptions, Flex, Modal, Skeleton, type TableColumnsType, Typography } from 'antd';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { Money } from '@/ui/Money';
import { useDetalleFactura } from './api';

const dinero = { align: 'right' as const, render: (v: number) => <Money value={v} /> };

const columnasFactura: TableColumnsType<FacturaDetalle> = [
  { title: 'Folio', dataIndex: 'folio', width: 100 },
  {
    title: 'Sucursal',
    dataIndex: 'sucursal',
    width: 170,
    render: (_: string, f: FacturaDetalle) => `${f.codSucursal} - ${f.sucursal}`,
  },
  {
    title: 'Cliente',
    dataIndex: 'cliente',
    width: 190,
    render: (_: string, f: FacturaDetalle) => (
      <>
        {f.cliente}
        <br />
        <Typography.Text type="secondary">{f.codCliente}</Typography.Text>
      </>
    ),
  },
  { title: 'Fecha', dataIndex: 'fechaFactura', width: 110, render: (v: string) => <DateText value={v} /> },
  { title: 'Estatus', dataIndex: 'estatus', width: 90 },
  { title: 'Forma de pago', dataIndex: 'formaPago', width: 140 },
  { title: 'Importe', dataIndex: 'importeFactura', width: 110, ...dinero },
];

const columnasTickets: TableColumnsType<TicketDetalle> = [
  {
    title: 'Sucursal',
    dataIndex: 'sucursal',
    width: 190,
    render: (_: string, t: TicketDetalle) => `${t.codSucursal} - ${t.sucursal}`,
  },
  { title: 'Ticket', dataIndex: 'ticket', width: 100 },
  { title: 'Fecha', dataIndex: 'fecha', width: 172, render: (v: string) => <DateText value={v} withTime /> },
  { title: 'No. corte', dataIndex: 'noCorte', width: 90, align: 'right' },
  { title: 'Venta', dataIndex: 'venta', width: 118, ...dinero },
  {
    title: 'Factura',
    dataIndex: 'folioFactura',
    width: 120,
    render: (v: string) => v || <Typography.Text type="danger">Sin factura</Typography.Text>,
  },
];

/**
 * 003 §3 Invoice detail: the invoices of the row's cut (the row's first), the tickets the invoice
 * covers (a global one also lists the cut's tickets in no invoice), what was taken out of the global
 * invoice for named customers (descontadoGlobal) and the cut's sale (venta). Read only.
 */
export const DetalleFacturaModal = ({
  fila,
  onClose,
}: {
  fila: FacturaCorte | null;
  onClose: () => void;
}) => {
  const detalle = useDetalleFactura(fila?.idFactura ?? null);
  const datos = detalle.isError ? undefined : detalle.data;
  return (
    <Modal
      open={fila !== null}
      title={fila ? `Detalle de la factura ${fila.folio}` : ''}
      onCancel={onClose}
      width={1000}
      destroyOnHidden
      footer={<Button onClick={onClose}>Cerrar</Button>}
    >
      {fila && (
        <Flex vertical gap="middle">
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2, md: 4 }}
            items={[
              {
                key: 'venta',
                label: 'Venta del corte',
                children: datos ? <Money value={datos.venta} /> : '…',
              },
              {
                key: 'descontado',
                label: 'Descontado global',
                children: datos ? <Money value={datos.descontadoGlobal} /> : '…',
              },
              { key: 'corte', label: 'Importe corte', children: <Money value={fila.importeCorte} /> },
              {
                key: 'diferencia',
                label: 'Diferencia',
                children: (
                  <span className="facturas-diferencia-roja">
                    <Money value={fila.diferencia} />
                  </span>
                ),
              },
            ]}
          />
          {detalle.isPending ? (
            <Skeleton active />
          ) : (
            <>
              <section aria-label="Factura">
                <Typography.Title level={5}>Factura</Typography.Title>
                <DataTable<FacturaDetalle>
                  rowKey="idFactura"
                  columns={columnasFactura}
                  dataSource={datos?.factura ?? []}
                  pagination={false}
                  scroll={{ x: 910 }}
                  tarjetas="telefono"
                  aria-label="Factura"
                />
              </section>
              <section aria-label="Tickets">
                <Typography.Title level={5}>Tickets</Typography.Title>
                <DataTable<TicketDetalle>
                  rowKey="ticket"
                  columns={columnasTickets}
                  dataSource={datos?.tickets ?? []}
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  locale={{ emptyText: 'El corte no tiene el detalle de sus tickets.' }}
                  scroll={{ x: 790 }}
                  tarjetas="telefono"
                  aria-label="Tickets"
                />
              </section>
            </>
          )}
        </Flex>
      )}
    </Modal>
  );
};
