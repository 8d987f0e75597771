import {
  type FacturaPorPagar,
  comprobantePagoMessages as m,
  nombreFactura,
} from '@farmasi/contracts/sat/comprobantepago';
import { Flex, type TableColumnsType } from 'antd';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { Money } from '@/ui/Money';
import { NumeroInput } from '@/ui/NumeroInput';
import { type Importes, idImporte, importeDe } from './validate';

interface Props {
  facturas: readonly FacturaPorPagar[];
  marcadas: ReadonlySet<number>;
  importes: Importes;
  cargando: boolean;
  onMarcar: (ids: number[], marcado: boolean) => void;
  onImporte: (idFacturaCredito: number, importe: number | null) => void;
}

/** Above its balance: the field says so at once (the generate button refuses it with the message). */
const excede = (f: FacturaPorPagar, v: number | null) =>
  v !== null && Math.round(v * 100) > Math.round(f.saldo * 100);

/**
 * The invoices with a balance (002 §3 receipt-invoice rows) with a tick each and a select-all that
 * ticks every invoice the filters show (all pages); a ticked invoice's amount to pay is typed in its
 * row (its balance by default). On a phone each invoice is a card.
 */
export const TablaFacturas = ({ facturas, marcadas, importes, cargando, onMarcar, onImporte }: Props) => {
  const columnas: TableColumnsType<FacturaPorPagar> = [
    {
      title: 'Factura',
      key: 'factura',
      render: (_: unknown, f) => <span style={{ whiteSpace: 'nowrap' }}>{nombreFactura(f)}</span>,
    },
    {
      title: 'Cliente',
      dataIndex: 'nombreCliente',
      render: (v: string, f) => (
        <Flex vertical>
          <span>{v}</span>
          {/* Not the grey secondary text: on a ticked row's background it lacks contrast (axe). */}
          <span style={{ fontSize: 12 }}>{f.rfcCliente}</span>
        </Flex>
      ),
    },
    { title: 'Fecha factura', dataIndex: 'fechaFactura', render: (v: string) => <DateText value={v} /> },
    { title: 'Importe', dataIndex: 'importe', align: 'right', render: (v: number) => <Money value={v} /> },
    { title: 'Saldo', dataIndex: 'saldo', align: 'right', render: (v: number) => <Money value={v} /> },
    { title: 'Parcialidad', dataIndex: 'numParcialidad', align: 'right' },
    {
      title: 'Importe a pagar',
      key: 'importePagado',
      width: 140,
      render: (_: unknown, f) => {
        const marcada = marcadas.has(f.idFacturaCredito);
        const valor = marcada ? importeDe(f, importes) : null;
        return (
          <NumeroInput
            id={idImporte(f.idFacturaCredito)}
            aria-label={`Importe a pagar de la factura ${nombreFactura(f)}`}
            decimales={2}
            maxLength={14}
            prefix="$"
            disabled={!marcada}
            status={excede(f, valor) ? 'error' : undefined}
            title={excede(f, valor) ? `No puede ser mayor al saldo` : undefined}
            value={valor}
            onChange={(v) => onImporte(f.idFacturaCredito, v)}
          />
        );
      },
    },
  ];

  return (
    <DataTable<FacturaPorPagar>
      aria-label="Facturas con saldo"
      rowKey="idFacturaCredito"
      columns={columnas}
      dataSource={[...facturas]}
      loading={cargando}
      scroll={{ x: 'max-content' }}
      tarjetas="telefono"
      locale={{ emptyText: m.sinFacturas }}
      rowSelection={{
        selectedRowKeys: [...marcadas],
        preserveSelectedRowKeys: true,
        onSelect: (f, marcado) => onMarcar([f.idFacturaCredito], marcado),
        onSelectAll: (marcado) =>
          onMarcar(
            facturas.map((f) => f.idFacturaCredito),
            marcado,
          ),
        getTitleCheckboxProps: () => ({ 'aria-label': 'Marcar todas las facturas' }),
        getCheckboxProps: (f) => ({ 'aria-label': `Marcar factura ${nombreFactura(f)}` }),
      }}
    />
  );
};
