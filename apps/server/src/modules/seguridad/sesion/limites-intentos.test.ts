import { messages } from '@farmasi/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { demasiados, loginDesde, signIn } from '../../../../test/session.ts';

const lineas: Record<string, unknown>[] = [];
const { app } = await createTestApp(
  { LIMITE_INTENTOS_IP: 6, LIMITE_INTENTOS_CUENTA: 4, LIMITE_CAMBIO_PASSWORD: 3, LOG_LEVEL: 'info' },
  { write: (linea) => void lineas.push(JSON.parse(linea)) },
);

describe('sign-in limits', () => {
  it('limits one address across accounts: it cannot lock every account', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await loginDesde(app, '10.0.0.1', `nadie${i}`, 'equivocada');
      expect(res.json().message).toBe(messages.login.credencialesInvalidas);
    }
    demasiados(await loginDesde(app, '10.0.0.1', 'nadie-mas', 'equivocada'));
    // Another address is not affected.
    expect((await loginDesde(app, '10.0.0.2', 'admin', 'Admin#2468')).json().value).toBe(true);
  });

  it('limits one account across addresses', async () => {
    for (let i = 0; i < 4; i++) await loginDesde(app, `10.1.0.${i}`, 'Objetivo', 'equivocada');
    demasiados(await loginDesde(app, '10.1.0.9', 'objetivo', 'equivocada'));
  });

  it('logs success and failure with the user name, control characters encoded', async () => {
    await loginDesde(app, '10.2.0.1', 'cajero', 'Cajero#2468');
    await loginDesde(app, '10.2.0.1', 'falso\r\n{"msg":"correcto"}', 'x');
    const correcto = lineas.find((l) => l.msg === 'inicio de sesión correcto' && l.usuario === 'cajero');
    expect(correcto).toMatchObject({ usuario: 'cajero', idUsuario: expect.any(Number) });
    const fallido = lineas.find(
      (l) => l.msg === 'inicio de sesión fallido' && String(l.usuario).startsWith('falso'),
    );
    expect(fallido?.usuario).toBe('falso\\u000d\\u000a{"msg":"correcto"}');
    expect(fallido?.motivo).toBe(messages.login.credencialesInvalidas);
  });
});

describe('password change limits (guesses of the current password)', () => {
  it('answers 429 after LIMITE_CAMBIO_PASSWORD attempts of one account', async () => {
    const consulta = await signIn(app, { usuario: 'consulta', password: 'Consulta#2468' });
    const intento = () =>
      consulta.post('/generales/modificarPassword', {
        idEmpleado: consulta.data.codEmpleado,
        password: 'Bosque#9753',
        claveAnterior: 'adivinanza',
      });
    for (let i = 0; i < 3; i++)
      expect((await intento()).json().message).toBe(messages.password.anteriorIncorrecta);
    const res = await intento();
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Demasiados intentos. Espere 15 minuto(s) e intente de nuevo.');
  });
});
