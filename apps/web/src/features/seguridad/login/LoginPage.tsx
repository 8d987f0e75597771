import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { APP_VERSION, LOGIN_PASSWORD_MAX, USUARIO_MAX } from '@farmasi/contracts/constants';
import { messages } from '@farmasi/contracts/messages';
import { loginBody } from '@farmasi/contracts/seguridad/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/api';
import { saveSession, sessionFromLogin } from '@/lib/session';
import { fallaDeEsquema, useFormulario } from '@/lib/useFormulario';
import { warningDialog } from '@/ui/dialogs';
import { TextoClave, TextoInput } from '@/ui/TextoInput';
import { type Credenciales, useLogin } from './api';

const m = messages.login;

/** Failures the spec shows under the button; everything else is a pop-up with 'Aceptar'. */
const inlineMessage = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  if (error.kind === 'timeout') return m.tiempoAgotado;
  // No envelope at all (proxy or server down) is a connection failure too.
  if (error.kind === 'network' || (error.kind === 'status' && error.body === null)) return m.errorConexion;
  return null;
};

export const LoginPage = () => {
  const [valores, setValores] = useState<Credenciales>({ usuario: '', password: '' });
  const [inlineError, setInlineError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const loginMutation = useLogin();

  // Enter in usuario moves to contraseña (000 §2); Enter in contraseña signs in.
  const form = useFormulario<keyof Credenciales>({
    campos: ['usuario', 'password'],
    enfocarAlAbrir: true,
    validar: () => fallaDeEsquema(loginBody, valores),
    enviar: async () => {
      setInlineError(null);
      try {
        const { data, token } = await loginMutation.mutateAsync(valores);
        if (!data || !token) {
          await warningDialog(messages.general.peticionFallida);
          return;
        }
        queryClient.clear();
        // The guard sees the new session and goes on to the remembered route or Home.
        saveSession(sessionFromLogin(data, token));
      } catch (error) {
        const inline = inlineMessage(error);
        if (inline) setInlineError(inline);
        else await warningDialog(error instanceof Error ? error.message : messages.general.peticionFallida);
      }
    },
  });

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {m.titulo}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{m.indicacion}</Typography.Paragraph>
        <Form layout="vertical" requiredMark={false} disabled={loginMutation.isPending}>
          <Form.Item label="Usuario" htmlFor="usuario">
            <TextoInput
              {...form.campo('usuario')}
              name="usuario"
              prefix={<UserOutlined />}
              autoComplete="username"
              maxLength={USUARIO_MAX}
              value={valores.usuario}
              onChange={(e) => setValores((v) => ({ ...v, usuario: e.target.value }))}
            />
          </Form.Item>
          <Form.Item label="Contraseña" htmlFor="password">
            <TextoClave
              {...form.campo('password')}
              name="password"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              maxLength={LOGIN_PASSWORD_MAX}
              value={valores.password}
              onChange={(e) => setValores((v) => ({ ...v, password: e.target.value }))}
            />
          </Form.Item>
          <Button type="primary" block loading={form.ocupado} onClick={() => void form.enviar()}>
            {m.entrar}
          </Button>
        </Form>
        {inlineError && (
          <Typography.Paragraph
            id="login-error"
            type="danger"
            role="alert"
            style={{ marginTop: 12, marginBottom: 0 }}
          >
            {inlineError}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph
          type="secondary"
          style={{ textAlign: 'center', margin: '24px 0 0', fontSize: 12 }}
        >
          Versión {APP_VERSION}
        </Typography.Paragraph>
      </Card>
    </main>
  );
};
