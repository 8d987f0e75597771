import { describe, expect, it } from 'vitest';
import { avisoVigencia, segundosDelToken } from './vigencia';

describe('avisoVigencia', () => {
  it("names the token's life in minutes", () => {
    expect(avisoVigencia(1800)).toBe(
      'Los cambios se aplican al usuario en la siguiente renovación de su sesión, a más tardar en 30 minutos, sin volver a iniciar sesión; si inicia sesión de nuevo, de inmediato.',
    );
    expect(avisoVigencia(90)).toContain('a más tardar en 2 minutos');
  });

  it('says no time when the session did not tell it', () => {
    expect(avisoVigencia(null)).toBe(
      'Los cambios se aplican al usuario en la siguiente renovación de su sesión, sin volver a iniciar sesión; si inicia sesión de nuevo, de inmediato.',
    );
  });

  it("reads the token's life the server gave this session", () => {
    localStorage.setItem('expiresIn', '1800');
    expect(segundosDelToken()).toBe(1800);
    localStorage.removeItem('expiresIn');
    expect(segundosDelToken()).toBeNull();
  });
});
