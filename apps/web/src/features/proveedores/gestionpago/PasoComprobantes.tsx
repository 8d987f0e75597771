import { FilePdfOutlined, RollbackOutlined, SearchOutlined } from '@ant-design/icons';
import type { Pago } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import {
  ESTATUS_PAGO,
  type EstatusPago,
  estatusPagoOpciones,
  gestionPagoMessages as m,
} from '@farmasi/contracts/proveedores/gestionpago/textos';
import { Button, Card, Col, Form, Row, Select, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { guardarBase64 } from '@/lib/download';
import { API_DATE_FORMAT, fromApiDate, toApiDate } from '@/lib/format';
import { useListaEnUrl } from '@/lib/useListaEnUrl';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { DataTable } from '@/ui/DataTable';
import { DateInput } from '@/ui/DateInput';
import { DateText } from '@/ui/DateText';
import { confirmDialog } from '@/ui/dialogs';
import { Money } from '@/ui/Money';
import { useContrarecibo, usePagos } from './api';
import { DetallePagoModal } from './DetallePagoModal';
import { EstatusTag } from './estatus';
import { useHistorialPago } from './historial';

const ESTATUS: readonly string[] = Object.values(ESTATUS_PAGO);
const esFecha = (v: string) => dayjs(v, API_DATE_FORMAT, true).isValid();

/**
 * S34 step 2, payments in process ('Comprobante de pago', 002 §2): payment date from/to (one month
 * back to today) and status (PP by default, or P); each payment's detail and counter-receipt.
 */
export const PasoComprobantes = ({ onRegresar }: { onRegresar: () => void }) => {
  const hoy = dayjs().format(API_DATE_FORMAT);
  const [filtro, setFiltro] = useListaEnUrl(
    {
      desde: dayjs().subtract(1, 'month').format(API_DATE_FORMAT),
      hasta: hoy,
      estatus: ESTATUS_PAGO.enProceso as string,
    },
    { desde: esFecha, hasta: esFecha, estatus: (e) => ESTATUS.includes(e) },
  );
  const pagos = usePagos({
    estatus: filtro.estatus as EstatusPago,
    fechaInicio: filtro.desde,
    fechaFin: filtro.hasta,
  });
  const recibo = useContrarecibo();
  const [detalle, setDetalle] = useState<Pago | null>(null);
  const telefono = useTelefono();
  const historial = useHistorialPago();

  const contrarecibo = async (p: Pago) => {
    if (!(await confirmDialog(m.confirmarContrarecibo))) return;
    const r = await recibo.mutateAsync(p.idFacturasProveedoresPagoEnc);
    guardarBase64(r.base64PDF, r.archivoPDF, 'application/pdf');
  };

  const columnas: TableColumnsType<Pago> = [
    {
      title: 'Fecha de pago',
      dataIndex: 'fechaPago',
      render: (v: string) => <DateText value={v} withTime />,
    },
    { title: 'Marca', dataIndex: 'marca' },
    { title: 'Proveedor', dataIndex: 'proveedor' },
    { title: 'Importe', dataIndex: 'importe', align: 'right', render: (v: number) => <Money value={v} /> },
    {
      title: 'Estatus',
      dataIndex: 'estatus',
      render: (_: string, p) => <EstatusTag estatus={p.estatus} descripcion={p.estatusDescripcion} />,
    },
    {
      title: 'Fecha de envío',
      dataIndex: 'fechaNotificacion',
      render: (v: string, p) => (p.estatus === ESTATUS_PAGO.pagado ? <DateText value={v} withTime /> : null),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      width: anchoAcciones(telefono, 340),
      render: (_: unknown, p) => (
        <AccionesFila
          titulo={`Acciones del pago ${p.idFacturasProveedoresPagoEnc}`}
          acciones={[
            {
              clave: 'detalle',
              etiqueta: 'Detalle',
              icono: <SearchOutlined />,
              ariaLabel: `Detalle del pago ${p.idFacturasProveedoresPagoEnc} de ${p.marca}`,
              onClick: () => setDetalle(p),
            },
            {
              clave: 'contrarecibo',
              etiqueta: 'Contrarecibo',
              icono: <FilePdfOutlined />,
              ariaLabel: `Contrarecibo del pago ${p.idFacturasProveedoresPagoEnc} de ${p.marca}`,
              onClick: () => contrarecibo(p),
            },
            historial(p),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <Card title="Comprobante de pago" style={{ marginBottom: 16 }}>
        <Form layout="vertical" component="div" aria-label="Filtros de pagos">
          <Row gutter={[12, 0]} align="bottom">
            <Col xs={12} sm={8} lg={5}>
              <Form.Item label="Fecha de pago desde" htmlFor="gp-desde">
                <DateInput
                  id="gp-desde"
                  allowClear={false}
                  value={fromApiDate(filtro.desde)}
                  onChange={(d) => d && setFiltro({ desde: toApiDate(d) })}
                />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8} lg={5}>
              <Form.Item label="Hasta" htmlFor="gp-hasta">
                <DateInput
                  id="gp-hasta"
                  allowClear={false}
                  value={fromApiDate(filtro.hasta)}
                  onChange={(d) => d && setFiltro({ hasta: toApiDate(d) })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8} lg={5}>
              <Form.Item label="Estatus" htmlFor="gp-estatus">
                <Select<EstatusPago>
                  id="gp-estatus"
                  aria-label="Estatus"
                  value={filtro.estatus as EstatusPago}
                  onChange={(estatus) => setFiltro({ estatus })}
                  options={[...estatusPagoOpciones]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} lg={9}>
              <Form.Item>
                <Button icon={<RollbackOutlined />} onClick={onRegresar}>
                  Regresar
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card title="Pagos" styles={{ body: { padding: 12 } }}>
        <DataTable<Pago>
          rowKey="idFacturasProveedoresPagoEnc"
          columns={columnas}
          dataSource={pagos.data ?? []}
          loading={pagos.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No hay pagos en el periodo.' }}
        />
      </Card>
      {detalle && <DetallePagoModal pago={detalle} onClose={() => setDetalle(null)} />}
    </>
  );
};
