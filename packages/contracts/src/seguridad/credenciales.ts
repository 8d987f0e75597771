import { messages } from '../messages.ts';

/** What the sign-in sends (000 §3 Login request). */
export interface Credenciales {
  usuario: string;
  password: string;
}

/**
 * The sign-in's required fields, in the spec's order (000 §5): the one rule for the sign-in page and
 * the contract's loginBody. Without zod, so that the first page a branch loads does not bring it in
 * (issue 24, docs/rendimiento.md).
 */
export const fallaCredenciales = ({
  usuario,
  password,
}: Credenciales): { campo: keyof Credenciales; mensaje: string } | null => {
  if (!usuario.trim()) return { campo: 'usuario', mensaje: messages.login.usuarioRequerido };
  if (!password) return { campo: 'password', mensaje: messages.login.passwordRequerido };
  return null;
};
