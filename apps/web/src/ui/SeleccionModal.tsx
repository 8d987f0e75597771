import { Button, Modal } from 'antd';
import type { Key } from 'react';
import { BotonAccion } from './BotonAccion';
import { SeleccionTabla, type SeleccionTablaProps } from './SeleccionTabla';

export type SeleccionModalProps<T, K extends Key> = SeleccionTablaProps<T, K> & {
  titulo: string;
  /** Validation, confirmation and the call, awaited: Guardar is busy until it ends (one request). */
  onGuardar: () => unknown;
  onCancelar: () => void;
  guardando?: boolean;
  width?: number;
};

/** The one pick-from-a-table modal: SeleccionTabla with Cancelar and Guardar (the caller validates). */
export const SeleccionModal = <T extends object, K extends Key>({
  titulo,
  onGuardar,
  onCancelar,
  guardando,
  width = 720,
  ...tabla
}: SeleccionModalProps<T, K>) => (
  <Modal
    open
    title={titulo}
    width={width}
    mask={{ closable: false }}
    onCancel={onCancelar}
    footer={[
      <Button key="cancelar" onClick={onCancelar}>
        Cancelar
      </Button>,
      <BotonAccion key="guardar" type="primary" loading={guardando} onClick={onGuardar}>
        Guardar
      </BotonAccion>,
    ]}
  >
    <SeleccionTabla<T, K> {...tabla} />
  </Modal>
);
