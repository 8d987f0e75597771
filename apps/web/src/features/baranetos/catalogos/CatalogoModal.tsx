import { DESCRIPCION_MAX, validarNivel } from '@farmasi/contracts/baranetos/catalogos';
import { messages } from '@farmasi/contracts/messages';
import { Form } from 'antd';
import { useState } from 'react';
import { useFormulario } from '@/lib/useFormulario';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
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
  const padres = useConsulta(nivel.padre?.nivel ?? null, '');
  const guardar = useGuardarNivel(nivel.nombre);

  const form = useFormulario({
    campos: ['padre', 'descripcion'],
    enfocarAlAbrir: true,
    validar: () => validarNivel(nivel.nombre, { descripcion, idPadre }),
    enviar: async () => {
      if (!(await confirmDialog(messages.general.deseaGuardar))) return;
      const answer = await guardar.mutateAsync({
        codigo: item?.codigo ?? 0,
        descripcion: descripcion.trim(),
        idPadre,
      });
      successToast(answer.message || nivel.m.guardado);
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      title={item ? `Editar ${nivel.singular}` : `Agregar ${nivel.singular}`}
    >
      <Form layout="vertical">
        {nivel.padre && (
          <Form.Item label={nivel.padre.titulo} htmlFor="padre">
            <SelectBuscable
              {...form.campo('padre')}
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
          <TextoInput
            {...form.campo('descripcion')}
            maxLength={DESCRIPCION_MAX}
            value={descripcion}
            onChange={(e) => setDescripcion(e.target.value)}
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
