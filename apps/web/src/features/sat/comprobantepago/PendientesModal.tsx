import { ThunderboltOutlined } from '@ant-design/icons';
import {
  comprobantePagoMessages as m,
  type PendienteTimbrar,
  TIMBRAR_A_LA_VEZ_MAX,
  TOAST_COMPROBANTE_S,
} from '@farmasi/contracts/sat/comprobantepago';
import { Button, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { API_DATE_FORMAT } from '@/lib/format';
import { BotonAccion } from '@/ui/BotonAccion';
import { useComprobantesPago, useTimbrarVarios } from '@/ui/comprobantes-pago/api';
import { nombreComprobante, TablaComprobantes } from '@/ui/comprobantes-pago/TablaComprobantes';
import { conMotivo } from '@/ui/comprobantes-pago/useAccionesComprobante';
import { errorDialog, successToast } from '@/ui/dialogs';
import { historialComprobante } from './historial';

/** The unstamped receipts of the last twelve months, every series (older ones: the reprint screen). */
export const cuerpoPendientes = (): PendienteTimbrar => ({
  fi: dayjs().subtract(12, 'month').format(API_DATE_FORMAT),
  ff: dayjs().format(API_DATE_FORMAT),
  seriePago: '',
  soloPendientes: true,
});

/** The count on the button that opens the modal. */
export const usePendientes = () => useComprobantesPago(cuerpoPendientes());

/**
 * The second modal (002 §2): the receipts saved but not stamped, each with 'Generar' and the PAC's
 * last message; 'Timbrar todos' stamps them one after another (002 §7 guardar-cfdpagos).
 */
export const PendientesModal = ({ onClose }: { onClose: () => void }) => {
  const pendientes = usePendientes();
  const varios = useTimbrarVarios();
  const filas = pendientes.data ?? [];

  const nombreDe = (idPago: number) => {
    const c = filas.find((x) => x.idPago === idPago);
    return c ? nombreComprobante(c) : String(idPago);
  };

  const timbrarTodos = async () => {
    const ids = filas.slice(0, TIMBRAR_A_LA_VEZ_MAX).map((c) => c.idPago);
    const r = await varios.mutateAsync(ids).catch(() => null);
    if (!r) return;
    const timbrados = r.filter((x) => x.valor).length;
    const fallidos = r.filter((x) => !x.valor);
    const resumen = m.timbradosVarios
      .replace('{timbrados}', String(timbrados))
      .replace('{total}', String(r.length));
    if (!fallidos.length) return successToast(`${m.timbrado}. ${resumen}`, TOAST_COMPROBANTE_S);
    await errorDialog(
      conMotivo(
        m.errorTimbrar,
        resumen,
        fallidos.map((f) => (
          <span key={f.idPago} style={{ display: 'block' }}>
            {`${nombreDe(f.idPago)}: ${f.mensaje}`}
          </span>
        )),
      ),
    );
  };

  return (
    <Modal
      open
      title="Comprobantes pendientes de timbrar"
      width={1120}
      onCancel={onClose}
      footer={[
        <BotonAccion
          key="todos"
          icon={<ThunderboltOutlined />}
          disabled={!filas.length}
          onClick={timbrarTodos}
        >
          Timbrar todos
        </BotonAccion>,
        <Button key="cerrar" type="primary" onClick={onClose}>
          Cerrar
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        Comprobantes guardados sin timbrar de los últimos doce meses. Los anteriores se generan desde la
        reimpresión de comprobantes de pago.
      </Typography.Paragraph>
      <TablaComprobantes
        titulo="Comprobantes pendientes de timbrar"
        filas={filas}
        cargando={pendientes.isFetching}
        vacia="No hay comprobantes pendientes de timbrar."
        paginacion={false}
        historial={historialComprobante}
      />
    </Modal>
  );
};
