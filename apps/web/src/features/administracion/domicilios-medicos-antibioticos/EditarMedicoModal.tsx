import {
  type Medico,
  medicosMessages as m,
  validarCedula,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { Form } from 'antd';
import { useState } from 'react';
import { avisarFallo } from '@/lib/avisarFallo';
import { useFormulario } from '@/lib/useFormulario';
import { successToast } from '@/ui/dialogs';
import { ModalFormulario } from '@/ui/ModalFormulario';
import { TextoInput } from '@/ui/TextoInput';
import { useModificarDatos } from './api';
import { camposCambiados } from './cambios';

type Campos = Pick<Medico, 'cedula' | 'sSA' | 'nombre' | 'apellidoPaterno' | 'apellidoMaterno'>;

const etiquetas: [keyof Campos, string][] = [
  ['cedula', 'Cédula'],
  ['sSA', 'Registro SSA'],
  ['nombre', 'Nombre'],
  ['apellidoPaterno', 'Apellido paterno'],
  ['apellidoMaterno', 'Apellido materno'],
];

/** 'Editar Médico': the doctor's data; a changed field is marked "Modificado" against the original. */
export const EditarMedicoModal = ({ medico, onClose }: { medico: Medico; onClose: () => void }) => {
  const original: Campos = {
    cedula: medico.cedula,
    sSA: medico.sSA,
    nombre: medico.nombre,
    apellidoPaterno: medico.apellidoPaterno,
    apellidoMaterno: medico.apellidoMaterno,
  };
  const [campos, setCampos] = useState<Campos>(original);
  const guardar = useModificarDatos();
  const cambiados = camposCambiados(original, campos);

  const form = useFormulario<keyof Campos>({
    campos: etiquetas.map(([campo]) => campo),
    idDe: (campo) => `medico-${campo}`,
    enfocarAlAbrir: true,
    enterEnvia: false, // Enter walks the fields; 'Guardar' saves
    validar: () => {
      const failure = validarCedula(campos.cedula);
      return failure && { campo: 'cedula', message: failure };
    },
    enviar: async () => {
      const a = await guardar.mutateAsync(
        { idCatAntibioticosMedicos: medico.idCatAntibioticosMedicos, ...campos },
        { onError: avisarFallo(m.errorModificarDatos) },
      );
      successToast(a.message || m.datosModificados);
      onClose();
    },
  });

  return (
    <ModalFormulario
      form={form}
      onClose={onClose}
      title={m.editarMedico}
      okButtonProps={{ disabled: cambiados.size === 0 }}
    >
      <Form layout="vertical">
        {etiquetas.map(([campo, etiqueta]) => (
          <Form.Item
            key={campo}
            label={etiqueta}
            validateStatus={cambiados.has(campo) ? 'warning' : undefined}
            help={cambiados.has(campo) ? `Modificado (antes: ${original[campo] || 'vacío'})` : undefined}
          >
            <TextoInput
              {...form.campo(campo)}
              aria-label={etiqueta}
              value={campos[campo]}
              maxLength={campo === 'cedula' || campo === 'sSA' ? 20 : 200}
              onChange={(e) => setCampos((c) => ({ ...c, [campo]: e.target.value }))}
            />
          </Form.Item>
        ))}
      </Form>
    </ModalFormulario>
  );
};
