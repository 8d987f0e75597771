import { DESCRIPCION_MAX, validarNivel } from '@farmasi/contracts/baranetos/catalogos';
import { messages } from '@farmasi/contracts/messages';
import { Form, Input, type InputRef, Modal, type RefSelectProps, Select } from 'antd';
import { useRef, useState } from 'react';
import { filtrarOpcion } from '@/lib/texto';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { useConsulta, useGuardarNivel } from './api';
import type { Item, Nivel } from './niveles';

/**
 * Add or edit one item: its description and, for sections and categories, the parent chosen from
 * its list. A rejected save keeps the modal open (the query client shows the warning).
 */
export const CatalogoModal = ({
  nivel,
  item,
  onClose,
}: {
  nivel: Nivel;
  item: Item | null;
  onClose: () => void;
}) => {
  const [descripcion, setDescripcion] = useState(item?.descripcion ?? '');
  const [idPadre, setIdPadre] = useState(item?.idPadre ?? 0);
  const descripcionRef = useRef<InputRef>(null);
  const padreRef = useRef<RefSelectProps>(null);
  const padres = useConsulta(nivel.padre?.nivel ?? 'departamentos', '');
  const guardar = useGuardarNivel(nivel.nombre);

  const onGuardar = async () => {
    const failure = validarNivel(nivel.nombre, { descripcion, idPadre });
    if (failure) {
      (failure.campo === 'padre' ? padreRef : descripcionRef).current?.focus();
      void warningDialog(failure.message);
      return;
    }
    if (!(await confirmDialog(messages.general.deseaGuardar))) return;
    guardar.mutate(
      { codigo: item?.codigo ?? 0, descripcion: descripcion.trim(), idPadre },
      {
        onSuccess: (answer) => {
          successToast(answer.message || nivel.m.guardado);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={item ? `Editar ${nivel.singular}` : `Agregar ${nivel.singular}`}
      okText="Guardar"
      cancelText="Cancelar"
      onOk={() => void onGuardar()}
      onCancel={onClose}
      confirmLoading={guardar.isPending}
      destroyOnHidden
    >
      <Form layout="vertical">
        {nivel.padre && (
          <Form.Item label={nivel.padre.titulo} htmlFor="padre">
            <Select
              ref={padreRef}
              id="padre"
              showSearch={{ filterOption: filtrarOpcion }}
              placeholder={nivel.padre.placeholder}
              loading={padres.isFetching}
              value={idPadre || undefined}
              onChange={(v: number) => setIdPadre(v)}
              options={(padres.data ?? []).map((p) => ({
                value: p.codigo,
                label: p.padre ? `${p.descripcion} (${p.padre})` : p.descripcion,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item label="Descripción" htmlFor="descripcion">
          <Input
            ref={descripcionRef}
            id="descripcion"
            maxLength={DESCRIPCION_MAX}
            value={descripcion}
            onChange={(e) => setDescripcion(e.target.value)}
            onPressEnter={() => void onGuardar()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
