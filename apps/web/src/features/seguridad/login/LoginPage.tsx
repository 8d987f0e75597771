import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { APP_VERSION, LOGIN_PASSWORD_MAX, USUARIO_MAX } from '@farmasi/contracts/constants';
import { messages } from '@farmasi/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, type InputRef, Typography } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { isApiError } from '@/api';
import { saveSession, sessionFromLogin } from '@/lib/session';
import { warningDialog } from '@/ui/dialogs';
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
  const [form] = Form.useForm<Credenciales>();
  const passwordRef = useRef<InputRef>(null);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const loginMutation = useLogin();

  const onUsuarioKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault(); // Enter in the user field moves on instead of submitting (000 §2)
    passwordRef.current?.focus();
  };

  const onFinish = (values: Credenciales) => {
    setInlineError(null);
    loginMutation.mutate(values, {
      onSuccess: ({ data, token }) => {
        if (!data || !token) {
          void warningDialog(messages.general.peticionFallida);
          return;
        }
        queryClient.clear();
        // The guard sees the new session and goes on to the remembered route or Home.
        saveSession(sessionFromLogin(data, token));
      },
      onError: (error) => {
        const inline = inlineMessage(error);
        if (inline) setInlineError(inline);
        else void warningDialog(error.message);
      },
    });
  };

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {m.titulo}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{m.indicacion}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          onFinish={onFinish}
          requiredMark={false}
          disabled={loginMutation.isPending}
        >
          <Form.Item
            name="usuario"
            label="Usuario"
            rules={[{ required: true, whitespace: true, message: m.usuarioRequerido }]}
          >
            <Input
              name="usuario"
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus
              maxLength={USUARIO_MAX}
              onKeyDown={onUsuarioKeyDown}
            />
          </Form.Item>
          <Form.Item
            name="password"
            label="Contraseña"
            rules={[{ required: true, message: m.passwordRequerido }]}
          >
            <Input.Password
              ref={passwordRef}
              name="password"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              maxLength={LOGIN_PASSWORD_MAX}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
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
