import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { APP_VERSION, LOGIN_PASSWORD_MAX, USUARIO_MAX } from '@farmasi/contracts/constants';
import { messages } from '@farmasi/contracts/messages';
import { fallaCredenciales } from '@farmasi/contracts/seguridad/credenciales';
import { useQueryClient } from '@tanstack/react-query';
import { Button, theme } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/api';
import { saveSession, sessionFromLogin } from '@/lib/session';
import { useFormulario } from '@/lib/useFormulario';
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

// Plain elements around antd's inputs and button: antd's Card, Form and Typography brought tabs,
// menus, tooltips and a form engine into the first page a branch loads (issue 24).
const etiqueta = { display: 'block', paddingBottom: 8 } as const;
const campo = { marginBottom: 24 } as const;

export const LoginPage = () => {
  const { token } = theme.useToken();
  const [valores, setValores] = useState<Credenciales>({ usuario: '', password: '' });
  const [inlineError, setInlineError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const loginMutation = useLogin();

  // Enter in usuario moves to contraseña (000 §2); Enter in contraseña signs in.
  const form = useFormulario<keyof Credenciales>({
    campos: ['usuario', 'password'],
    enfocarAlAbrir: true,
    // The contract's rule without zod (the server's loginBody uses the same).
    validar: () => fallaCredenciales(valores),
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

  const ocupado = loginMutation.isPending;
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <section
        style={{
          width: 380,
          maxWidth: 'calc(100vw - 32px)',
          boxSizing: 'border-box',
          padding: 24,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <h1 style={{ fontSize: 24, fontWeight: 600, lineHeight: 1.35, margin: '0 0 8px' }}>{m.titulo}</h1>
        <p style={{ color: token.colorTextSecondary, margin: '0 0 16px' }}>{m.indicacion}</p>
        <label htmlFor="usuario" style={etiqueta}>
          Usuario
        </label>
        <TextoInput
          {...form.campo('usuario')}
          name="usuario"
          prefix={<UserOutlined />}
          autoComplete="username"
          maxLength={USUARIO_MAX}
          disabled={ocupado}
          style={campo}
          value={valores.usuario}
          onChange={(e) => setValores((v) => ({ ...v, usuario: e.target.value }))}
        />
        <label htmlFor="password" style={etiqueta}>
          Contraseña
        </label>
        <TextoClave
          {...form.campo('password')}
          name="password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          maxLength={LOGIN_PASSWORD_MAX}
          disabled={ocupado}
          style={campo}
          value={valores.password}
          onChange={(e) => setValores((v) => ({ ...v, password: e.target.value }))}
        />
        <Button type="primary" block loading={form.ocupado} onClick={() => void form.enviar()}>
          {m.entrar}
        </Button>
        {inlineError && (
          <p id="login-error" role="alert" style={{ color: token.colorError, margin: '12px 0 0' }}>
            {inlineError}
          </p>
        )}
        <p style={{ color: token.colorTextSecondary, textAlign: 'center', margin: '24px 0 0', fontSize: 12 }}>
          Versión {APP_VERSION}
        </p>
      </section>
    </main>
  );
};
