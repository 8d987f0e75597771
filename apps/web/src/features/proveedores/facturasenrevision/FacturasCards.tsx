import { messages } from '@farmasi/contracts/messages';
import { COLOR_ESTATUS_FACTURA, type Factura } from '@farmasi/contracts/proveedores/facturasenrevision';
import { Card, Descriptions, Empty, Flex, Pagination, Spin } from 'antd';
import { isSentinelDate } from '@/lib/format';
import { DateText } from '@/ui/DateText';
import { EstatusTag } from '@/ui/EstatusTag';
import { Money } from '@/ui/Money';
import type { ListaFacturasProps } from './FacturasTable';

/** The folio as the supplier writes it: series and number. */
export const folioConSerie = (f: Pick<Factura, 'serie' | 'folioFactura'>) =>
  f.serie ? `${f.serie}-${f.folioFactura}` : String(f.folioFactura);

/**
 * Whether a card shows the payment date: 002 §2 hides it for status P; an invoice whose payment has
 * not started has none to show.
 */
export const muestraFechaPago = (f: Pick<Factura, 'estatus' | 'fechaPago'>) =>
  f.estatus !== 'P' && !isSentinelDate(f.fechaPago);

/** Below 992 px: one card per invoice with the same fields as the table's row (002 §2). */
export const FacturasCards = ({ facturas, loading, paginacion }: ListaFacturasProps) => (
  <Spin spinning={loading}>
    {facturas.length === 0 ? (
      <Empty description={messages.general.sinRegistros} />
    ) : (
      <Flex vertical gap={12} role="list" aria-label="Facturas">
        {facturas.map((f) => (
          <Card
            key={f.idFacturasProveedores}
            size="small"
            role="listitem"
            aria-label={`Factura ${folioConSerie(f)}`}
            title={`Factura ${folioConSerie(f)}`}
            extra={
              <EstatusTag
                estatus={f.estatus}
                descripcion={f.estatusDescripcion}
                colores={COLOR_ESTATUS_FACTURA}
              />
            }
          >
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'importe', label: 'Importe', children: <Money value={f.importe} /> },
                { key: 'marca', label: 'Marca', children: f.marca },
                { key: 'proveedor', label: 'Proveedor', children: f.proveedor },
                {
                  key: 'carga',
                  label: 'Fecha de carga',
                  children: <DateText value={f.fechaSubida} withTime />,
                },
                { key: 'factura', label: 'Fecha de factura', children: <DateText value={f.fechaFactura} /> },
                ...(muestraFechaPago(f)
                  ? [{ key: 'pago', label: 'Fecha de pago', children: <DateText value={f.fechaPago} /> }]
                  : []),
              ]}
            />
          </Card>
        ))}
      </Flex>
    )}
    {paginacion.total > (paginacion.porPagina ?? 0) ? (
      <Pagination
        current={paginacion.pagina}
        pageSize={paginacion.porPagina}
        total={paginacion.total}
        onChange={paginacion.onPagina}
        showSizeChanger={false}
        simple
        size="small"
        align="center"
        style={{ marginTop: 12 }}
      />
    ) : null}
  </Spin>
);
