import { PASSWORD_MAX } from '@farmasi/contracts/constants';
import { messages } from '@farmasi/contracts/messages';
import { Button, Card, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { useFormulario } from '@/lib/useFormulario';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { TextoClave } from '@/ui/TextoInput';
import { useModificarPassword } from './api';
import { RequisitosPassword } from './RequisitosPassword';
import {
  type CambioPassword,
  type CampoPassword,
  validateAdivinable,
  validateCambioPassword,
} from './validate';

const empty: CambioPassword = { claveAnterior: '', password: '', confirmacion: '' };
const campos: [CampoPassword, string, string][] = [
  ['claveAnterior', 'Contraseña anterior', 'current-password'],
  ['password', 'Nueva contraseña', 'new-password'],
  ['confirmacion', 'Confirmación de la contraseña', 'new-password'],
];

export const CambiarPasswordPage = () => {
  const session = useSession();
  const [valores, setValores] = useState<CambioPassword>(empty);
  /** Ending the other sessions is the safe choice: whoever knew the old password is signed out. */
  const [cerrarOtrasSesiones, setCerrarOtrasSesiones] = useState(true);
  const guardar = useModificarPassword();

  // Enter walks the three fields and saves from the confirmation.
  const form = useFormulario<CampoPassword>({
    campos: campos.map(([campo]) => campo),
    validar: () => {
      const failure = validateCambioPassword(valores);
      return failure && { campo: failure.field, message: failure.message };
    },
    enviar: async () => {
      // Breached or guessable passwords: the dictionaries load only now, in a chunk of their own.
      const adivinable = await validateAdivinable(valores.password);
      if (adivinable) {
        await warningDialog(adivinable.message);
        form.enfocar(adivinable.field);
        return;
      }
      if (!session || !(await confirmDialog(messages.general.deseaGuardar))) return;
      const answer = await guardar.mutateAsync({
        idEmpleado: session.codigo,
        password: valores.password,
        claveAnterior: valores.claveAnterior,
        cerrarOtrasSesiones,
      });
      successToast(answer.message || messages.password.guardada);
      setValores(empty);
    },
  });

  return (
    <Card style={{ maxWidth: 480 }}>
      <Form layout="vertical" component="div">
        {campos.map(([campo, label, autoComplete]) => (
          <Form.Item key={campo} label={label} htmlFor={campo}>
            <TextoClave
              {...form.campo(campo)}
              name={campo}
              maxLength={PASSWORD_MAX}
              autoComplete={autoComplete}
              value={valores[campo]}
              onChange={(e) => setValores((v) => ({ ...v, [campo]: e.target.value }))}
            />
          </Form.Item>
        ))}
        <RequisitosPassword password={valores.password} />
        <Form.Item>
          <Checkbox checked={cerrarOtrasSesiones} onChange={(e) => setCerrarOtrasSesiones(e.target.checked)}>
            {messages.password.cerrarOtrasSesiones}
          </Checkbox>
        </Form.Item>
        <Button type="primary" loading={form.ocupado} onClick={() => void form.enviar()}>
          Guardar
        </Button>
      </Form>
    </Card>
  );
};
