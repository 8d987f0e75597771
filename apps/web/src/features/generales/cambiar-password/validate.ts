import { messages } from '@farmasi/contracts/messages';
import { checkNewPassword } from '@farmasi/contracts/password';

export interface CambioPassword {
  claveAnterior: string;
  password: string;
  confirmacion: string;
}

export type CampoPassword = keyof CambioPassword;

/**
 * The spec's order (000, password change): its rules first — 'Favor de escribir la contraseña de
 * usuario.' is the first message —, then the previous password, a field the spec does not list, as
 * the server checks them (issue 30).
 */
export const validateCambioPassword = (
  v: CambioPassword,
): { message: string; field: CampoPassword } | null => {
  const regla = checkNewPassword(v.password, v.confirmacion);
  if (regla) return regla;
  if (!v.claveAnterior) return { message: messages.password.anteriorRequerida, field: 'claveAnterior' };
  return null;
};

/**
 * Breached or guessable passwords, with the server's message. The dictionaries weigh megabytes:
 * they are loaded only when a password is about to be saved, in a chunk of their own.
 */
export const validateAdivinable = async (
  password: string,
): Promise<{ message: string; field: CampoPassword } | null> => {
  const { checkPasswordAdivinable } = await import('@farmasi/contracts/password-adivinable');
  const message = checkPasswordAdivinable(password);
  return message ? { message, field: 'password' } : null;
};
