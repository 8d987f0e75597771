import { messages } from '@farmasi/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { login, renew, signIn } from '../../../../test/session.ts';

const { app } = await createTestApp();
const m = messages.password;

describe('POST /generales/modificarPassword', () => {
  it('needs a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/generales/modificarPassword',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  it('applies the rules in the spec order, then the previous password', async () => {
    const cajero = await signIn(app, 'cajero');
    const idEmpleado = cajero.data.codEmpleado;
    const cases: [string, string, string][] = [
      ['', 'Cajero#2468', m.requerida],
      ['Ab#1', 'Cajero#2468', m.minimo],
      ['Xabc#9Qz!', 'Cajero#2468', m.secuencia],
      ['sinmayus#9', 'Cajero#2468', m.requisitos],
      ['Nuevo#9753', '', m.anteriorRequerida],
      ['Nuevo#9753', 'equivocada', m.anteriorIncorrecta],
      ['Cajero#2468', 'Cajero#2468', m.igualAnterior],
    ];
    for (const [password, claveAnterior, message] of cases) {
      const res = await cajero.post('/generales/modificarPassword', { idEmpleado, password, claveAnterior });
      expect(res.json(), password).toEqual({ value: false, message, data: null });
    }
  });

  it("refuses another employee's password", async () => {
    const cajero = await signIn(app, 'cajero');
    const res = await cajero.post('/generales/modificarPassword', {
      idEmpleado: cajero.data.codEmpleado + 1,
      password: 'Nuevo#9753',
      claveAnterior: 'Cajero#2468',
    });
    expect(res.json().message).toBe(m.otroEmpleado);
  });

  it('answers 400 in Spanish for a password over 50 characters', async () => {
    const cajero = await signIn(app, 'cajero');
    const res = await cajero.post('/generales/modificarPassword', {
      idEmpleado: cajero.data.codEmpleado,
      password: `Aa#9${'x'.repeat(60)}`,
      claveAnterior: 'Cajero#2468',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('La contraseña admite como máximo 50 caracteres.');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await signIn(app, 'cajero');
    const cajero = await signIn(app, 'cajero');
    const res = await cajero.post('/generales/modificarPassword', {
      idEmpleado: cajero.data.codEmpleado,
      password: 'Nuevo#9753',
      claveAnterior: 'Cajero#2468',
    });
    expect(res.json()).toEqual({ value: true, message: m.guardada, data: null });
    expect((await login(app, 'cajero', 'Cajero#2468')).body.value).toBe(false);
    expect((await login(app, 'cajero', 'Nuevo#9753')).body.value).toBe(true);
    expect((await renew(app, other.cookie)).statusCode).toBe(401);
    expect((await renew(app, cajero.cookie)).statusCode).toBe(200);
  });
});
