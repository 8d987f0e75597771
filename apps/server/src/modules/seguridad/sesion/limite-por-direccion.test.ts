import { messages } from '@farmasi/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { demasiados, loginDesde } from '../../../../test/session.ts';
import { DEMO_USERS } from '../../../seed/demo.ts';

// Issue 30: the per-address sign-in limit counted every sign-in, so a branch's staff sharing one
// address were refused at the start of a shift. It counts failures now, plus a ceiling of all.

// The product's defaults, not the test configuration's high ones.
const { app: turno } = await createTestApp({
  LIMITE_INTENTOS_IP: 20,
  LIMITE_INTENTOS_IP_TOTAL: 300,
  LIMITE_INTENTOS_CUENTA: 10,
});
// A low ceiling; the per-account-name limit (not under test here) out of the way.
const { app } = await createTestApp({ LIMITE_INTENTOS_IP: 20, LIMITE_INTENTOS_IP_TOTAL: 40 });

const usuarios = Object.values(DEMO_USERS);

describe('sign-in limit per address', () => {
  it('does not count successful sign-ins: 30 in a minute from one address all succeed', async () => {
    // Three staff members, ten sign-ins each (the per-account-name default), one address.
    for (let i = 0; i < 30; i++) {
      const { usuario, password } = usuarios[i % usuarios.length]!;
      const res = await loginDesde(turno, '10.30.0.1', usuario, password);
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
      expect(res.json().value, `sign-in ${i + 1}`).toBe(true);
    }
  });

  it('counts failures: after LIMITE_INTENTOS_IP of them even a right password gets 429', async () => {
    const ip = '10.30.0.2';
    // Successes before the failures are not counted.
    for (let i = 0; i < 5; i++) {
      expect((await loginDesde(app, ip, 'cajero', 'Cajero#2468')).json().value).toBe(true);
    }
    // Different account names, so no account is locked (LOGIN_MAX_FALLOS) on the way.
    for (let i = 0; i < 20; i++) {
      const res = await loginDesde(app, ip, `nadie${i}`, 'equivocada');
      expect(res.statusCode, `failure ${i + 1}`).toBe(200);
      expect(res.json().message).toBe(messages.login.credencialesInvalidas);
    }
    demasiados(await loginDesde(app, ip, 'admin', 'Admin#2468'));
    demasiados(await loginDesde(app, ip, 'nadie-mas', 'equivocada'));
    // Another address is not affected, nor is the account locked.
    expect((await loginDesde(app, '10.30.0.3', 'admin', 'Admin#2468')).json().value).toBe(true);
  });

  it('refuses every attempt past LIMITE_INTENTOS_IP_TOTAL, successful or not', async () => {
    const ip = '10.30.0.4';
    for (let i = 0; i < 40; i++) {
      const { usuario, password } = usuarios[i % usuarios.length]!;
      const res = await loginDesde(app, ip, usuario, i % 10 === 9 ? 'equivocada' : password);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(200);
    }
    demasiados(await loginDesde(app, ip, 'admin', 'Admin#2468'));
    expect((await loginDesde(app, '10.30.0.5', 'cajero', 'Cajero#2468')).json().value).toBe(true);
  });
});
