import { messages } from '@farmasi/contracts/messages';
import { describe, expect, it } from 'vitest';
import { validateCambioPassword } from './validate';

const m = messages.password;
const check = (claveAnterior: string, password: string, confirmacion: string) =>
  validateCambioPassword({ claveAnterior, password, confirmacion });

describe('validateCambioPassword, in the spec order', () => {
  it.each([
    // The spec's first rule comes before the previous password (issue 30).
    ['', '', '', m.requerida, 'password'],
    ['', 'Ab#1', '', m.minimo, 'password'],
    ['', 'Segura#2025', 'Segura#2026', m.noCoinciden, 'confirmacion'],
    ['', 'Segura#2025', 'Segura#2025', m.anteriorRequerida, 'claveAnterior'],
    ['vieja', '', '', m.requerida, 'password'],
    ['vieja', 'Ab#1', '', m.minimo, 'password'],
    ['vieja', 'Segura#2025', '', m.confirmacionRequerida, 'confirmacion'],
    ['vieja', 'Segura#2025', 'Segura#2026', m.noCoinciden, 'confirmacion'],
    ['vieja', 'Xabc#9753', 'Xabc#9753', m.secuencia, 'password'],
    ['vieja', 'segura#2025', 'segura#2025', m.requisitos, 'password'],
  ])('(%s, %s, %s) -> %s', (anterior, nueva, confirmacion, message, field) => {
    expect(check(anterior, nueva, confirmacion)).toEqual({ message, field });
  });

  it('accepts a password that meets every rule', () => {
    expect(check('vieja', 'Segura#2025', 'Segura#2025')).toBeNull();
  });
});
