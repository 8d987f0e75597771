import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { checkPasswordAdivinable } from './password-adivinable.ts';

// The first check builds the guessing dictionaries: seconds on a busy machine, not a defect.
describe('checkPasswordAdivinable', { timeout: 30_000 }, () => {
  it.each([
    'P@ssw0rd',
    'Password1!',
    'Welcome1!',
    'Mexico2024!',
    'Contraseña1!',
    'Verano#1998',
    'Nuevo#9753',
  ])('refuses the breached or guessable %s', (password) => {
    expect(checkPasswordAdivinable(password)).toBe(messages.password.adivinable);
  });

  it('accepts passwords that are hard to guess, up to 128 characters', () => {
    for (const password of [
      'Farma#2468',
      'Bosque#9753',
      'Ñandú#9753',
      'Consulta#2468',
      `Kv8#${'tq7Lw'.repeat(24)}xq9Q`,
    ])
      expect(checkPasswordAdivinable(password), password).toBeNull();
  });
});
