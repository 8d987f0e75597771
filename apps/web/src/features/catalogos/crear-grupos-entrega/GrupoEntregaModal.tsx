import {
  type CheckEntrega,
  DIAS_ENTREGA,
  GRUPO_ENTREGA_NOMBRE_MAX,
  type GrupoEntregaHora,
  type GrupoEntregaHoraBody,
  gruposEntregaMessages as m,
} from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import { Checkbox, Form, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { isApiError } from '@/api';
import { useFormulario } from '@/lib/useFormulario';
import { successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { TextoInput } from '@/ui/TextoInput';
import { useGuardarGrupoEntrega } from './api';
import { type CampoGrupo, validarGrupoEntrega, valoresIniciales } from './validate';

const HORA = 'HH:mm';

/**
 * New or edit modal of a delivery group: the name, and per weekday a checkbox and its time (enabled
 * only while the day is checked). A rejected save of an existing group closes the modal (001 §8: the
 * list reloads and shows the group as it is); a new group's stays open to be corrected.
 */
export const GrupoEntregaModal = ({
  grupo,
  onClose,
}: {
  grupo: GrupoEntregaHora | null;
  onClose: () => void;
}) => {
  const nuevo = grupo === null;
  const [valores, setValores] = useState<GrupoEntregaHoraBody>(() => valoresIniciales(grupo ?? undefined));
  const set = (cambio: Partial<GrupoEntregaHoraBody>) => setValores((v) => ({ ...v, ...cambio }));
  const guardar = useGuardarGrupoEntrega();

  const form = useFormulario<CampoGrupo>({
    campos: ['descripcion', ...DIAS_ENTREGA.map((d) => d.dia)],
    enfocarAlAbrir: true,
    validar: () => validarGrupoEntrega(valores),
    enviar: async () => {
      try {
        const answer = await guardar.mutateAsync({ ...valores, descripcion: valores.descripcion.trim() });
        successToast(answer.message || (nuevo ? m.creado : m.actualizado));
        onClose();
      } catch (e) {
        if (!nuevo && isApiError(e) && e.kind === 'rejected') onClose();
        throw e; // shown once by the query client
      }
    },
  });

  const marcar = (check: CheckEntrega, marcado: boolean) => set({ [check]: marcado ? 'S' : 'N' });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      title={nuevo ? 'Nuevo grupo de entrega' : 'Editar grupo de entrega'}
      width={480}
    >
      <Form layout="vertical">
        <Form.Item label="Nombre del grupo" htmlFor="descripcion">
          <TextoInput
            {...form.campo('descripcion')}
            maxLength={GRUPO_ENTREGA_NOMBRE_MAX}
            value={valores.descripcion}
            onChange={(e) => set({ descripcion: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="Días y hora de entrega" style={{ marginBottom: 0 }}>
          {DIAS_ENTREGA.map(({ dia, check, etiqueta }) => (
            <div key={dia} style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
              <Checkbox
                id={check}
                style={{ width: 120 }}
                checked={valores[check] === 'S'}
                onChange={(e) => marcar(check, e.target.checked)}
              >
                {etiqueta}
              </Checkbox>
              {/* Its Enter belongs to the picker (it takes the typed time), not to the form. */}
              <TimePicker
                id={dia}
                aria-label={`Hora del ${etiqueta.toLowerCase()}`}
                format={HORA}
                needConfirm={false}
                allowClear={false}
                disabled={valores[check] !== 'S'}
                style={{ width: 120 }}
                value={dayjs(valores[dia], HORA)}
                onChange={(v) => v && set({ [dia]: v.format(HORA) })}
              />
            </div>
          ))}
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
