import type { DetallePago, Pago } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import {
  COMPROBANTE_TAMANO_MAXIMO,
  ESTATUS_PAGO,
  gestionPagoMessages as m,
} from '@farmasi/contracts/proveedores/gestionpago/textos';
import { Alert, Button, Descriptions, Flex, Form, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { esPdf } from '@/lib/pdf';
import { useAccion } from '@/lib/useAccion';
import { useImagenElegida } from '@/lib/useImagenElegida';
import { DateText } from '@/ui/DateText';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { ModalEditable } from '@/ui/ModalEditable';
import { Money } from '@/ui/Money';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useCuentasBanco, useDetallePago, useNotificarPago } from './api';
import { ComprobanteArea } from './ComprobanteArea';
import { DocumentosDelPago } from './DocumentosDelPago';
import { EstatusTag } from './estatus';
import { fallaNotificar } from './validate';

const Encabezado = ({ d }: { d: DetallePago }) => (
  <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
    <Descriptions.Item label="Marca">{d.marca}</Descriptions.Item>
    <Descriptions.Item label="Proveedor">{d.proveedor}</Descriptions.Item>
    <Descriptions.Item label="Fecha de pago">
      <DateText value={d.fechaPago} withTime />
    </Descriptions.Item>
    <Descriptions.Item label="Estatus">
      <EstatusTag estatus={d.estatus} descripcion={d.estatusDescripcion} />
    </Descriptions.Item>
    <Descriptions.Item label="Importe">
      <Money value={d.totalPago} />
    </Descriptions.Item>
    <Descriptions.Item label="Correo del proveedor">
      {d.correoAsignado || 'Sin correo asignado'}
    </Descriptions.Item>
  </Descriptions>
);

/** P: the bank, account and date the notice was sent, read only. */
const CuentaPagada = ({ d }: { d: DetallePago }) => (
  <Descriptions size="small" bordered column={{ xs: 1, sm: 3 }} style={{ marginTop: 12 }}>
    <Descriptions.Item label="Banco">{d.banco}</Descriptions.Item>
    <Descriptions.Item label="Cuenta">{d.cuentaBanco}</Descriptions.Item>
    <Descriptions.Item label="Fecha de envío">
      <DateText value={d.fechaNotificacion} withTime />
    </Descriptions.Item>
  </Descriptions>
);

/**
 * 002 §2 'Detalle pago de facturas': the payment's header, the PDF area, its invoices and notes with
 * their totals; in process (PP) the account to pay to ('Cuenta') and 'Notificar pago a proveedor';
 * paid (P) read only.
 */
export const DetallePagoModal = ({ pago, onClose }: { pago: Pago; onClose: () => void }) => {
  const detalle = useDetallePago(pago);
  const d = detalle.data;
  const enProceso = (d?.estatus ?? pago.estatus) === ESTATUS_PAGO.enProceso;
  const cuentas = useCuentasBanco(enProceso ? pago.idCatProveedoresMarcasDet : null);
  const [cuenta, setCuenta] = useState(0);
  useEffect(() => {
    if (d) setCuenta(d.idCatProveedoresMarcasCuentas);
  }, [d]);
  const { archivo, vista, elegir } = useImagenElegida({
    inicial: '',
    tipos: ['application/pdf'],
    tamanoMaximo: COMPROBANTE_TAMANO_MAXIMO,
    mensajes: { tipo: m.noEsPdf, tamano: m.pdfGrande },
    revisar: async (f) => ((await esPdf(f)) ? null : m.noEsPdf),
  });
  const notificar = useNotificarPago();
  const { ocupado, ejecutar } = useAccion();

  const enviar = () =>
    ejecutar(async () => {
      if (!d) return;
      const falla = await fallaNotificar({
        marca: d.marca,
        cuenta,
        correoAsignado: d.correoAsignado,
        archivo,
      });
      if (falla) {
        await warningDialog(falla.message);
        if (falla.campo)
          document.getElementById(falla.campo === 'cuenta' ? 'gp-cuenta' : 'gp-comprobante')?.focus();
        return;
      }
      if (!(await confirmDialog(m.confirmarPago))) return;
      const r = await notificar.mutateAsync({
        datos: {
          idFacturasProveedoresPagoEnc: d.idFacturasProveedoresPagoEnc,
          idCatProveedoresMarcasCuentas: cuenta,
        },
        archivo,
      });
      successToast(r.message || m.notificado);
      onClose();
    });

  const contenido = (
    <Spin spinning={detalle.isFetching}>
      {d && (
        <Flex vertical gap={12}>
          <Encabezado d={d} />
          {enProceso ? (
            <ComprobanteArea modo="elegir" archivo={archivo} vista={vista} elegir={elegir} />
          ) : (
            <ComprobanteArea modo="ver" base64={d.archivoPdfBase64} nombre={d.nombreArchivoPdf} />
          )}
          <DocumentosDelPago d={d} />
          {enProceso ? (
            <Form layout="vertical" component="div">
              <Form.Item label="Cuenta" htmlFor="gp-cuenta" style={{ marginBottom: 0 }}>
                <SelectBuscable<number>
                  id="gp-cuenta"
                  aria-label="Cuenta"
                  placeholder="Seleccione una cuenta"
                  value={cuenta || undefined}
                  loading={cuentas.isFetching}
                  options={(cuentas.data ?? []).map((c) => ({ value: c.codigo, label: c.descripcion }))}
                  onChange={(v) => setCuenta(v ?? 0)}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Form>
          ) : (
            <CuentaPagada d={d} />
          )}
          {enProceso && <Alert type="info" showIcon title={m.avisoCorreo} />}
        </Flex>
      )}
    </Spin>
  );

  const titulo = 'Detalle pago de facturas';
  if (!enProceso)
    return (
      <Modal
        open
        title={titulo}
        width={1000}
        onCancel={onClose}
        footer={<Button onClick={onClose}>Cancelar</Button>}
      >
        {contenido}
      </Modal>
    );
  return (
    <ModalEditable
      title={titulo}
      width={1000}
      sucio={!!archivo || (!!d && cuenta !== d.idCatProveedoresMarcasCuentas)}
      onClose={onClose}
      footer={(_, { CancelBtn }) => (
        <>
          <CancelBtn />
          <Button type="primary" loading={ocupado} disabled={!d} onClick={() => void enviar()}>
            Notificar pago a proveedor
          </Button>
        </>
      )}
      cancelText="Cancelar"
    >
      {contenido}
    </ModalEditable>
  );
};
