import { EyeOutlined, InboxOutlined } from '@ant-design/icons';
import { messages } from '@farmasi/contracts/messages';
import { Button, Card, Checkbox, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { DateText } from '@/ui/DateText';
import { EstatusTag, esRecibido } from './estatus';
import { HistorialTraspaso } from './historial';
import type { ListaProps } from './TraspasosTable';
import { textoDias } from './validate';

/** Mobile layout: one card per transfer, the same checkbox and buttons as the table's rows. */
export const TraspasosCards = ({
  traspasos,
  loading,
  paginacion,
  marcados,
  onMarcar,
  onDetalle,
  onRecibir,
}: ListaProps) => (
  <Spin spinning={loading}>
    {traspasos.length === 0 ? (
      <Empty description={messages.general.sinRegistros} />
    ) : (
      <Flex vertical gap={12} role="list" aria-label="Traspasos">
        {traspasos.map((t) => (
          <Card
            key={t.sIdTraspasosSucursalesEnc}
            size="small"
            role="listitem"
            aria-label={`Folio ${t.folioTraspaso}`}
            title={
              <Checkbox
                checked={marcados.includes(t.sIdTraspasosSucursalesEnc)}
                onChange={(e) => onMarcar([t.sIdTraspasosSucursalesEnc], e.target.checked)}
                aria-label={`Marcar folio ${t.folioTraspaso}`}
              >
                Folio {t.folioTraspaso}
              </Checkbox>
            }
            extra={<EstatusTag traspaso={t} />}
          >
            <Typography.Text strong>{t.sucursalOrigen}</Typography.Text> →{' '}
            <Typography.Text strong>{t.sucursalDestino}</Typography.Text>
            <div>
              <DateText value={t.fechaTraspaso} withTime /> · {textoDias(t.dias)}
            </div>
            <Typography.Text type="secondary">{t.motivo}</Typography.Text>
            <div>Envió: {t.usuarioEnvio}</div>
            {esRecibido(t) && (
              <div>
                Recibió: {t.usuarioRecibio}, <DateText value={t.fechaRecibio} withTime />
              </div>
            )}
            <Flex gap={8} style={{ marginTop: 8 }}>
              <Button
                icon={<EyeOutlined />}
                onClick={() => onDetalle(t)}
                aria-label={`Detalle del folio ${t.folioTraspaso}`}
                block
              >
                Detalle
              </Button>
              {!esRecibido(t) && (
                <Button
                  type="primary"
                  icon={<InboxOutlined />}
                  onClick={() => onRecibir(t)}
                  aria-label={`Recibir folio ${t.folioTraspaso}`}
                  block
                >
                  Recibir
                </Button>
              )}
              <HistorialTraspaso t={t} size="middle" />
            </Flex>
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
