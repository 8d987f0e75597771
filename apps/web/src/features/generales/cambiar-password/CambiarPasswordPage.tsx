import { PASSWORD_MAX } from '@farmasi/contracts/constants';
import { messages } from '@farmasi/contracts/messages';
import { Button, Card, Checkbox, Form, Input } from 'antd';
import { useSession } from '@/lib/session';
import { confirmDialog, successToast, warningDialog } from '@/ui/dialogs';
import { useModificarPassword } from './api';
import { RequisitosPassword } from './RequisitosPassword';
import { type CambioPassword, validateAdivinable, validateCambioPassword } from './validate';

const empty: CambioPassword = { claveAnterior: '', password: '', confirmacion: '' };
/** Ending the other sessions is the safe choice: whoever knew the old password is signed out. */
const initialValues = { ...empty, cerrarOtrasSesiones: true };

export const CambiarPasswordPage = () => {
  const session = useSession();
  const [form] = Form.useForm<CambioPassword & { cerrarOtrasSesiones: boolean }>();
  const password = Form.useWatch('password', form) ?? '';
  const guardar = useModificarPassword();

  const onGuardar = async () => {
    const values = { ...initialValues, ...form.getFieldsValue() };
    const failure = validateCambioPassword(values) ?? (await validateAdivinable(values.password));
    if (failure) {
      await warningDialog(failure.message);
      form.focusField(failure.field);
      return;
    }
    if (!session || !(await confirmDialog(messages.general.deseaGuardar))) return;
    guardar.mutate(
      {
        idEmpleado: session.codigo,
        password: values.password,
        claveAnterior: values.claveAnterior,
        cerrarOtrasSesiones: values.cerrarOtrasSesiones,
      },
      {
        onSuccess: (answer) => {
          successToast(answer.message || messages.password.guardada);
          form.resetFields();
        },
      },
    );
  };

  return (
    <Card style={{ maxWidth: 480 }}>
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={() => void onGuardar()}>
        <Form.Item name="claveAnterior" label="Contraseña anterior">
          <Input.Password name="claveAnterior" maxLength={PASSWORD_MAX} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label="Nueva contraseña">
          <Input.Password name="password" maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmacion" label="Confirmación de la contraseña">
          <Input.Password name="confirmacion" maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <RequisitosPassword password={password} />
        <Form.Item name="cerrarOtrasSesiones" valuePropName="checked">
          <Checkbox>{messages.password.cerrarOtrasSesiones}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={guardar.isPending}>
          Guardar
        </Button>
      </Form>
    </Card>
  );
};
