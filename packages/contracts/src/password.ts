import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { messages } from './messages.ts';

const m = messages.password;

/** True when the text holds 3 consecutive characters in ascending order (abc, 123, xyz). */
export const hasAscendingRun = (text: string): boolean => {
  for (let i = 0; i + 2 < text.length; i++) {
    const a = text.charCodeAt(i);
    if (text.charCodeAt(i + 1) === a + 1 && text.charCodeAt(i + 2) === a + 2) return true;
  }
  return false;
};

/** The requirements of the live checklist, each with its label. */
export const passwordRequirements = [
  {
    key: 'minimo',
    label: `Mínimo ${PASSWORD_MIN} caracteres`,
    test: (p: string) => p.length >= PASSWORD_MIN,
  },
  { key: 'digito', label: 'Al menos un número', test: (p: string) => /\d/.test(p) },
  { key: 'minuscula', label: 'Al menos una letra minúscula', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'mayuscula', label: 'Al menos una letra mayúscula', test: (p: string) => /\p{Lu}/u.test(p) },
  {
    key: 'especial',
    label: 'Al menos un carácter especial',
    test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p),
  },
  {
    key: 'secuencia',
    label: 'Sin secuencias de 3 caracteres consecutivos (abc, 123)',
    test: (p: string) => p.length > 0 && !hasAscendingRun(p),
  },
] as const;

export type PasswordField = 'password' | 'confirmacion';

/**
 * The spec's checks (000 §5 Password change) in its order; returns the first failure with the
 * field it concerns, or null when the new password is acceptable.
 */
export const checkNewPassword = (
  password: string,
  confirmacion: string,
): { message: string; field: PasswordField } | null => {
  if (!password) return { message: m.requerida, field: 'password' };
  if (password.length < PASSWORD_MIN) return { message: m.minimo, field: 'password' };
  if (!confirmacion) return { message: m.confirmacionRequerida, field: 'confirmacion' };
  if (password !== confirmacion) return { message: m.noCoinciden, field: 'confirmacion' };
  if (hasAscendingRun(password)) return { message: m.secuencia, field: 'password' };
  const [, digito, minuscula, mayuscula, especial] = passwordRequirements;
  if (![digito, minuscula, mayuscula, especial].every((r) => r.test(password)))
    return { message: m.requisitos, field: 'password' };
  if (password.length > PASSWORD_MAX) return { message: m.requisitos, field: 'password' };
  return null;
};
