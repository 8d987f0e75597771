import type { Traspaso, TraspasoDetalle } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { Button, Descriptions, Grid, Modal, Spin, Table, type TableColumnsType, Typography } from 'antd';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { Money } from '@/ui/Money';
import { useDetalle } from './api';
import { EstatusTag, esRecibido } from './estatus';
import { textoDias } from './validate';

const columns: TableColumnsType<TraspasoDetalle> = [
  { title: 'Código', dataIndex: 'codArticulo', width: 90 },
  { title: 'Descripción', dataIndex: 'descArticulo' },
  { title: 'Cantidad', dataIndex: 'cantidad', width: 90, align: 'right' },
  // 003 §3: the cost is shown as quantity times cost.
  {
    title: 'Costo',
    dataIndex: 'importe',
    width: 120,
    align: 'right',
    render: (v: number) => <Money value={v} />,
  },
  {
    title: 'Caducidad',
    dataIndex: 'fechaCaducidad',
    width: 120,
    render: (v: string) => <DateText value={v} />,
  },
  { title: 'Lote', dataIndex: 'lote', width: 110 },
];

/** Total of the lines, summed in ten-thousandths so that no binary rounding shows. */
const total = (lineas: readonly TraspasoDetalle[]) =>
  lineas.reduce((sum, l) => sum + Math.round(l.importe * 10_000), 0) / 10_000;

/** Phone layout of the lines: one compact block each instead of a wide table. */
const LineasMovil = ({
  lineas,
  loading,
  total,
}: {
  lineas: TraspasoDetalle[];
  loading: boolean;
  total: number;
}) => (
  <Spin spinning={loading}>
    <ul
      aria-label="Artículos del traspaso"
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {lineas.map((l) => (
        <li
          key={`${l.codArticulo}-${l.lote}`}
          style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '8px 12px' }}
        >
          <Typography.Text strong>
            {l.codArticulo} · {l.descArticulo}
          </Typography.Text>
          <div>
            Cantidad {l.cantidad} · Costo <Money value={l.importe} />
          </div>
          <Typography.Text type="secondary">
            Caducidad <DateText value={l.fechaCaducidad} /> · Lote {l.lote}
          </Typography.Text>
        </li>
      ))}
    </ul>
    {lineas.length > 0 && (
      <Typography.Paragraph strong style={{ textAlign: 'right', marginTop: 8 }}>
        Total <Money value={total} />
      </Typography.Paragraph>
    )}
  </Spin>
);

interface Props {
  traspaso: Traspaso;
  onClose: () => void;
  onRecibir: (t: Traspaso) => void;
}

/** The transfer's header and its articles: quantity × cost, expiry and lot. */
export const DetalleModal = ({ traspaso: t, onClose, onRecibir }: Props) => {
  const detalle = useDetalle(t.sIdTraspasosSucursalesEnc);
  const movil = Grid.useBreakpoint().md === false;
  const lineas = detalle.data ?? [];
  return (
    <Modal
      open
      title={`Detalle del traspaso folio ${t.folioTraspaso}`}
      onCancel={onClose}
      width={960}
      footer={[
        <Button key="cerrar" onClick={onClose}>
          Cerrar
        </Button>,
        ...(esRecibido(t)
          ? []
          : [
              <Button key="recibir" type="primary" onClick={() => onRecibir(t)}>
                Recibir
              </Button>,
            ]),
      ]}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Sucursal origen">{t.sucursalOrigen}</Descriptions.Item>
        <Descriptions.Item label="Sucursal destino">{t.sucursalDestino}</Descriptions.Item>
        <Descriptions.Item label="Fecha traspaso">
          <span>
            <DateText value={t.fechaTraspaso} withTime /> ({textoDias(t.dias)})
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="Estatus">
          <EstatusTag traspaso={t} />
        </Descriptions.Item>
        <Descriptions.Item label="Envió">{t.usuarioEnvio}</Descriptions.Item>
        {esRecibido(t) && (
          <Descriptions.Item label="Recibió">
            <span>
              {t.usuarioRecibio}, <DateText value={t.fechaRecibio} withTime />
            </span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Motivo">{t.motivo}</Descriptions.Item>
      </Descriptions>
      {movil ? (
        <LineasMovil lineas={lineas} loading={detalle.isFetching} total={total(lineas)} />
      ) : (
        <DataTable<TraspasoDetalle>
          rowKey={(l) => `${l.codArticulo}-${l.lote}`}
          columns={columns}
          dataSource={lineas}
          loading={detalle.isFetching}
          pagination={false}
          scroll={{ x: 700 }}
          summary={() =>
            lineas.length > 0 && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>Total</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <Typography.Text strong>
                    <Money value={total(lineas)} />
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} colSpan={2} />
              </Table.Summary.Row>
            )
          }
        />
      )}
    </Modal>
  );
};
