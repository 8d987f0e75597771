import { messages } from '@farmasi/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { login, renew, signIn } from '../../../../test/session.ts';
import { webUsuarios } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { DEMO_USERS } from '../../../seed/demo.ts';

// Many attempts by one user in this file: the attempt limits have their own test.
const { app, db } = await createTestApp();
const m = messages.password;

/**
 * Gives cajero back his demo password. It holds his own login, so it can no longer be set through
 * the screen: it is written as the seed writes it.
 */
const restaurarCajero = async () => {
  await db
    .update(webUsuarios)
    .set({ passwordHash: await hashPassword(DEMO_USERS.cajero.password) })
    .where(eq(webUsuarios.usuario, 'cajero'));
};

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
      // The spec's first rule comes before the previous password, even when both are empty (issue 30).
      ['', '', m.requerida],
      ['Ab#1', '', m.minimo],
      ['', 'Cajero#2468', m.requerida],
      ['Ab#1', 'Cajero#2468', m.minimo],
      ['Xabc#9Qz!', 'Cajero#2468', m.secuencia],
      ['sinmayus#9', 'Cajero#2468', m.requisitos],
      ['P@ssw0rd', 'Cajero#2468', m.adivinable],
      ['Password1!', 'Cajero#2468', m.adivinable],
      ['Welcome1!', 'Cajero#2468', m.adivinable],
      ['Mexico2024!', 'Cajero#2468', m.adivinable],
      ['Bosque#9753', '', m.anteriorRequerida],
      ['Bosque#9753', 'equivocada', m.anteriorIncorrecta],
      // His own demo password holds his login: refused before the previous password is compared.
      ['Cajero#2468', 'Cajero#2468', m.contieneUsuario],
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
      password: 'Bosque#9753',
      claveAnterior: 'Cajero#2468',
    });
    expect(res.json().message).toBe(m.otroEmpleado);
  });

  it('answers 400 in Spanish for a password over 128 characters', async () => {
    const cajero = await signIn(app, 'cajero');
    const res = await cajero.post('/generales/modificarPassword', {
      idEmpleado: cajero.data.codEmpleado,
      password: `Aa#9${'x'.repeat(125)}`,
      claveAnterior: 'Cajero#2468',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('La contraseña admite como máximo 128 caracteres.');
  });

  it('accepts a password of 128 characters, and signs in with it', async () => {
    const cajero = await signIn(app, 'cajero');
    const larga = `Kv8#${'tq7Lw'.repeat(24)}xq9Q`;
    expect(larga).toHaveLength(128);
    const cambiar = (password: string, claveAnterior: string) =>
      cajero.post('/generales/modificarPassword', {
        idEmpleado: cajero.data.codEmpleado,
        password,
        claveAnterior,
      });
    expect((await cambiar(larga, 'Cajero#2468')).json().value).toBe(true);
    expect((await login(app, 'cajero', larga)).body.value).toBe(true);
    expect((await cambiar('Cajero#2468', larga)).json().message).toBe(m.contieneUsuario);
    await restaurarCajero();
  });

  it('refuses the previous password as the new one', async () => {
    const cajero = await signIn(app, 'cajero');
    const cambiar = (password: string, claveAnterior: string) =>
      cajero.post('/generales/modificarPassword', {
        idEmpleado: cajero.data.codEmpleado,
        password,
        claveAnterior,
      });
    expect((await cambiar('Bosque#9753', 'Cajero#2468')).json().value).toBe(true);
    expect((await cambiar('Bosque#9753', 'Bosque#9753')).json()).toEqual({
      value: false,
      message: m.igualAnterior,
      data: null,
    });
    await restaurarCajero();
  });

  it("refuses the user's own login and name (read from the database) and common passwords", async () => {
    // cajero is Carlos Juárez Pineda (seed/demo.ts); consulta is Lucía Ortega Ríos.
    const cajero = await signIn(app, 'cajero');
    const consulta = await signIn(app, 'consulta');
    const cases: [typeof cajero, string, string][] = [
      [cajero, 'Cajero#2468', m.contieneUsuario],
      [cajero, 'xCAJERO#975', m.contieneUsuario],
      [cajero, 'C@j3r0#9753', m.contieneUsuario],
      [consulta, 'Consulta#2468', m.contieneUsuario],
      [cajero, 'Carlos#9753', m.contieneNombre],
      [cajero, 'JUÁREz#9753', m.contieneNombre],
      [cajero, 'Pin3da#9753', m.contieneNombre],
      [consulta, 'Lucia#97531', m.contieneNombre],
      [consulta, 'Ortega#9753', m.contieneNombre],
      [cajero, 'Password1!', m.adivinable],
      [cajero, 'Qwerty#1234', m.secuencia],
      [cajero, 'Qwerty#9753', m.adivinable],
    ];
    for (const [sesion, password, message] of cases) {
      const res = await sesion.post('/generales/modificarPassword', {
        idEmpleado: sesion.data.codEmpleado,
        password,
        claveAnterior: sesion === cajero ? 'Cajero#2468' : 'Consulta#2468',
      });
      expect(res.statusCode, password).toBe(200);
      expect(res.json(), password).toEqual({ value: false, message, data: null });
    }
    // Another user's name is no rule of cajero's: Lucía Ortega's surname is accepted for him.
    const res = await cajero.post('/generales/modificarPassword', {
      idEmpleado: cajero.data.codEmpleado,
      password: 'Ortega#9753x',
      claveAnterior: 'Cajero#2468',
    });
    expect(res.json()).toEqual({ value: true, message: m.guardada, data: null });
    expect((await login(app, 'cajero', 'Ortega#9753x')).body.value).toBe(true);
    await restaurarCajero();
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await signIn(app, 'cajero');
    const cajero = await signIn(app, 'cajero');
    const res = await cajero.post('/generales/modificarPassword', {
      idEmpleado: cajero.data.codEmpleado,
      password: 'Bosque#9753',
      claveAnterior: 'Cajero#2468',
    });
    expect(res.json()).toEqual({ value: true, message: m.guardada, data: null });
    expect((await login(app, 'cajero', 'Cajero#2468')).body.value).toBe(false);
    expect((await login(app, 'cajero', 'Bosque#9753')).body.value).toBe(true);
    expect((await renew(app, other.cookie)).statusCode).toBe(401);
    expect((await renew(app, cajero.cookie)).statusCode).toBe(200);
  });
});
