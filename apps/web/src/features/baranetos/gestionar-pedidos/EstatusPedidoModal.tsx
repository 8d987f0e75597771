import {
  type EstatusPedido,
  pedidosMessages as m,
  PEDIDOS_TOAST_SEGUNDOS,
  type Pedido,
} from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { format } from '@farmasi/contracts/messages';
import { Form, Typography } from 'antd';
import { useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useCambiarEstatus } from './api';
import { validarCambio } from './validate';

/** 001 §2 status change: any status of the list (§4), confirmed, saved by folio, 5 s toast (§9). */
export const EstatusPedidoModal = ({
  pedido,
  estatus,
  onClose,
}: {
  pedido: Pedido;
  estatus: readonly EstatusPedido[];
  onClose: () => void;
}) => {
  const [nuevo, setNuevo] = useState<number | null>(null);
  const cambiar = useCambiarEstatus();
  const form = useFormulario<'nuevoEstatus'>({
    campos: ['nuevoEstatus'],
    enfocarAlAbrir: true,
    validar: () => validarCambio(pedido, nuevo),
    enviar: async () => {
      const descripcion = estatus.find((e) => e.estatus === nuevo)?.descripcion ?? '';
      if (!(await confirmDialog(format(m.deseaCambiar, { folio: pedido.folio, estatus: descripcion }))))
        return;
      const answer = await cambiar.mutateAsync({ folio: pedido.folio, estatus: nuevo ?? 0 });
      successToast(
        answer.message || format(m.estatusCambiado, { folio: pedido.folio, estatus: descripcion }),
        PEDIDOS_TOAST_SEGUNDOS,
      );
      onClose();
    },
  });

  return (
    <ModalFormulario form={form} onClose={onClose} title={`Cambiar estatus del pedido ${pedido.folio}`}>
      <Form layout="vertical">
        <Typography.Paragraph>
          {pedido.nomCliente} · Estatus actual: <strong>{pedido.estatusDescripcion}</strong>
        </Typography.Paragraph>
        <Form.Item label="Nuevo estatus" htmlFor="nuevoEstatus">
          <SelectBuscable<number>
            {...form.campo('nuevoEstatus')}
            aria-label="Nuevo estatus"
            placeholder="Seleccione"
            value={nuevo ?? undefined}
            onChange={setNuevo}
            options={estatus.map((e) => ({
              value: e.estatus,
              label: e.descripcion,
              disabled: e.estatus === pedido.estatus,
            }))}
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
