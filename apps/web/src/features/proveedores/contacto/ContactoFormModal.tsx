import type { Contacto } from '@farmasi/contracts/proveedores/contacto';
import {
  type CampoContacto,
  fallaContacto,
  contactoMessages as m,
  TELEFONO_CAMPO_MAX,
  TEXTO_CONTACTO_MAX,
} from '@farmasi/contracts/proveedores/contacto/validar';
import { Form } from 'antd';
import { useState } from 'react';
import { digitsKey, onlyDigits } from '@/lib/keys';
import { recortarAlLimite } from '@/lib/limite';
import { useFormulario } from '@/lib/useFormulario';
import { successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { TextoInput } from '@/ui/TextoInput';
import { useAreas, useGuardarContacto } from './api';

const CAMPOS: readonly CampoContacto[] = [
  'idCatProveedoresMarcasAreas',
  'cargoDeArea',
  'nombreContacto',
  'correo',
  'telefono',
];

/**
 * 'Datos contacto' (002 §2): add or edit a contact. Guardar runs the §5 checks in order (department,
 * cargo, name, e-mail, phone) and shows the first failure; the phone field takes digits only, at most
 * 12 (a pasted '55 1234-5678' keeps its digits), and must hold exactly 10.
 */
export const ContactoFormModal = ({
  idDet,
  contacto,
  onClose,
}: {
  idDet: number;
  contacto: Contacto | null;
  onClose: () => void;
}) => {
  const [valores, setValores] = useState({
    idCatProveedoresMarcasAreas: contacto?.idCatProveedoresMarcasAreas ?? null,
    cargoDeArea: contacto?.cargoDeArea ?? '',
    nombreContacto: contacto?.nombreContacto ?? '',
    correo: contacto?.correo ?? '',
    telefono: contacto?.telefono ?? '',
  });
  const set = (cambio: Partial<typeof valores>) => setValores((v) => ({ ...v, ...cambio }));
  const areas = useAreas();
  const guardar = useGuardarContacto();

  const form = useFormulario<CampoContacto>({
    campos: CAMPOS,
    enfocarAlAbrir: true,
    valores,
    idDe: (c) => `contacto-${c}`,
    validar: () => fallaContacto(valores),
    enviar: async () => {
      const answer = await guardar.mutateAsync({
        idCatProveedoresMarcasDetContacto: contacto?.idCatProveedoresMarcasDetContacto ?? 0,
        idCatProveedoresMarcasDet: idDet,
        idCatProveedoresMarcasAreas: valores.idCatProveedoresMarcasAreas ?? 0,
        cargoDeArea: valores.cargoDeArea.trim(),
        nombreContacto: valores.nombreContacto.trim(),
        correo: valores.correo.trim(),
        telefono: valores.telefono,
      });
      successToast(answer.message || m.contactoGuardado);
      onClose();
    },
  });

  const texto = (campo: 'cargoDeArea' | 'nombreContacto' | 'correo', etiqueta: string) => (
    <Form.Item label={etiqueta} htmlFor={`contacto-${campo}`}>
      <TextoInput
        {...form.campo(campo)}
        maxLength={TEXTO_CONTACTO_MAX}
        autoComplete="off"
        inputMode={campo === 'correo' ? 'email' : undefined}
        value={valores[campo]}
        onChange={(e) => set({ [campo]: e.target.value })}
      />
    </Form.Item>
  );

  return (
    <ModalFormulario form={form} onClose={onClose} width={520} title="Datos contacto">
      <Form layout="vertical" component="div">
        <Form.Item label="Departamento" htmlFor="contacto-idCatProveedoresMarcasAreas">
          <SelectBuscable<number>
            {...form.campo('idCatProveedoresMarcasAreas')}
            aria-label="Departamento"
            placeholder="Seleccione un departamento"
            loading={areas.isFetching}
            value={valores.idCatProveedoresMarcasAreas ?? undefined}
            onChange={(v) => set({ idCatProveedoresMarcasAreas: v ?? null })}
            options={(areas.data ?? []).map((a) => ({ value: a.idCatProveedoresMarcasAreas, label: a.area }))}
          />
        </Form.Item>
        {texto('cargoDeArea', 'Cargo')}
        {texto('nombreContacto', 'Nombre')}
        {texto('correo', 'Correo')}
        <Form.Item label="Teléfono" htmlFor="contacto-telefono" extra="10 dígitos, sin espacios ni guiones">
          <TextoInput
            {...form.campo('telefono')}
            inputMode="tel"
            autoComplete="off"
            value={valores.telefono}
            onKeyDown={(e) => {
              digitsKey(e);
              form.campo('telefono').onKeyDown?.(e);
            }}
            onChange={(e) =>
              set({
                telefono: recortarAlLimite(valores.telefono, onlyDigits(e.target.value), TELEFONO_CAMPO_MAX),
              })
            }
          />
        </Form.Item>
      </Form>
    </ModalFormulario>
  );
};
