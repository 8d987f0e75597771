import { type Key, useState } from 'react';
import { huellaDeValores } from '@/lib/cambiosSinGuardar';
import { BotonAccion } from './BotonAccion';
import { ModalEditable } from './ModalEditable';
import { SeleccionTabla, type SeleccionTablaProps } from './SeleccionTabla';

export type SeleccionModalProps<T, K extends Key> = SeleccionTablaProps<T, K> & {
  titulo: string;
  /** Validation, confirmation and the call, awaited: Guardar is busy until it ends (one request). */
  onGuardar: () => unknown;
  onCancelar: () => void;
  guardando?: boolean;
  width?: number;
  /** The OK button's text (default 'Guardar'; 'Seleccionar' for a modal that only picks). */
  textoGuardar?: string;
};

const huellaMarcadas = (marcadas: readonly Key[]) => huellaDeValores([...marcadas].map(String).sort());

/**
 * The one pick-from-a-table modal: SeleccionTabla with Cancelar and Guardar (the caller validates).
 * Marks that differ from those it opened with are unsaved work: closing asks first (ModalEditable).
 */
export const SeleccionModal = <T extends object, K extends Key>({
  titulo,
  onGuardar,
  onCancelar,
  guardando,
  width = 720,
  textoGuardar = 'Guardar',
  ...tabla
}: SeleccionModalProps<T, K>) => {
  const [inicial] = useState(() => huellaMarcadas(tabla.marcadas));
  return (
    <ModalEditable
      title={titulo}
      width={width}
      mask={{ closable: false }}
      sucio={huellaMarcadas(tabla.marcadas) !== inicial}
      onClose={onCancelar}
      cancelText="Cancelar"
      footer={(_, { CancelBtn }) => [
        <CancelBtn key="cancelar" />,
        <BotonAccion key="guardar" type="primary" loading={guardando} onClick={onGuardar}>
          {textoGuardar}
        </BotonAccion>,
      ]}
    >
      <SeleccionTabla<T, K> {...tabla} />
    </ModalEditable>
  );
};
