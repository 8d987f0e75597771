import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { checkNewPassword, hasAscendingRun, passwordRequirements } from './password.ts';

const m = messages.password;

describe('checkNewPassword follows the spec order (000 §5)', () => {
  it.each([
    ['', '', m.requerida, 'password'],
    ['Ab#1x', 'Ab#1x', m.minimo, 'password'],
    ['Largo#9Qz', '', m.confirmacionRequerida, 'confirmacion'],
    ['Largo#9Qz', 'Largo#9Qy', m.noCoinciden, 'confirmacion'],
    ['Xabc#9Qz!', 'Xabc#9Qz!', m.secuencia, 'password'],
    ['Q#9-x123-Z', 'Q#9-x123-Z', m.secuencia, 'password'],
    ['sinmayus#9', 'sinmayus#9', m.requisitos, 'password'],
    ['SINMINUS#9', 'SINMINUS#9', m.requisitos, 'password'],
    ['SinNumero#', 'SinNumero#', m.requisitos, 'password'],
    ['SinEspec9al', 'SinEspec9al', m.requisitos, 'password'],
  ])('%j / %j → %s', (password, confirmacion, message, field) => {
    expect(checkNewPassword(password, confirmacion)).toEqual({ message, field });
  });

  it('the minimum-length message keeps its trailing space as the spec writes it', () => {
    expect(m.minimo).toBe('Se requiere una contraseña con un mínimo de 8 caracteres. ');
  });

  it('accepts a password that meets every requirement', () => {
    expect(checkNewPassword('Farma#2468', 'Farma#2468')).toBeNull();
    expect(checkNewPassword('Ñandú#9753', 'Ñandú#9753')).toBeNull();
  });

  it('a mismatch is reported before a predictable sequence', () => {
    expect(checkNewPassword('abcdefgh', 'x')?.message).toBe(m.noCoinciden);
  });
});

describe('hasAscendingRun', () => {
  it('finds 3 consecutive ascending characters only', () => {
    expect(hasAscendingRun('xx123')).toBe(true);
    expect(hasAscendingRun('XYZ')).toBe(true);
    expect(hasAscendingRun('cba321')).toBe(false);
    expect(hasAscendingRun('a1b2c3')).toBe(false);
    expect(hasAscendingRun('ab')).toBe(false);
  });
});

describe('passwordRequirements (the live checklist)', () => {
  it('marks each requirement independently', () => {
    const met = (p: string) => passwordRequirements.filter((r) => r.test(p)).map((r) => r.key);
    expect(met('')).toEqual([]);
    expect(met('Farma#2468')).toEqual([
      'minimo',
      'digito',
      'minuscula',
      'mayuscula',
      'especial',
      'secuencia',
    ]);
    expect(met('abc')).toEqual(['minuscula']);
  });
});
