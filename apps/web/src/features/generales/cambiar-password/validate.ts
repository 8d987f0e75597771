import { messages } from '@farmasi/contracts/messages';
import { checkNewPassword } from '@farmasi/contracts/password';

export interface CambioPassword {
  claveAnterior: string;
  password: string;
  confirmacion: string;
}

export type CampoPassword = keyof CambioPassword;

/** The spec's order: previous password first, then the new password's checks (000 §5). */
export const validateCambioPassword = (
  v: CambioPassword,
): { message: string; field: CampoPassword } | null => {
  if (!v.claveAnterior) return { message: messages.password.anteriorRequerida, field: 'claveAnterior' };
  return checkNewPassword(v.password, v.confirmacion);
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
