import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { ModalEditable } from '@/ui/ModalEditable';
import { ArticuloForm } from './ArticuloForm';
import { detalleArticulo } from './api';
import { useGuardar } from './useGuardarArticulo';

/**
 * The pending edit modal: wholesaler data read-only, the chain's side editable. A save closes it
 * (the list reloads); a rejection keeps it open with the server's warning.
 */
export const EditarPendienteModal = ({
  codArticulo,
  onClose,
}: {
  codArticulo: number;
  onClose: () => void;
}) => {
  const detalle = useQuery({
    queryKey: ['articulos', 'detalle', codArticulo],
    queryFn: () => detalleArticulo(codArticulo),
    staleTime: 0,
  });
  const [editado, setEditado] = useState<Articulo | null>(null);
  const articulo = editado ?? detalle.data ?? null;
  const { form, guardar, guardando, parametroSat } = useGuardar(articulo, onClose);
  return (
    <ModalEditable
      title={`Completar artículo DIFARMER ${codArticulo}`}
      width={1100}
      // Any edit of the article is unsaved work until 'Guardar'.
      sucio={editado !== null}
      onClose={onClose}
      cancelText="Cancelar"
      footer={(_, { CancelBtn }) => [
        <CancelBtn key="c" />,
        <Button
          key="g"
          type="primary"
          loading={guardando}
          disabled={!articulo}
          onClick={() => void guardar()}
        >
          Guardar
        </Button>,
      ]}
    >
      {articulo ? (
        <ArticuloForm
          articulo={articulo}
          onChange={setEditado}
          parametroSat={parametroSat}
          campo={form.campo}
        />
      ) : (
        <Spin />
      )}
    </ModalEditable>
  );
};
