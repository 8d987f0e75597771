import { messages } from '@farmasi/contracts';
import { GRUPO_SUCURSALES_URL } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { login, refreshCookieOf, renew, signIn } from '../../../../test/session.ts';
import { webUsuariosPermisos } from '../../../db/schema/index.ts';
import { signAccessToken } from '../../../platform/tokens.ts';
import { otorgarPantalla } from '../../../seed/demo.ts';

const { app, config, db } = await createTestApp({ LOGIN_MAX_FALLOS: 3, LOGIN_BLOQUEO_MINUTOS: 15 });

describe('POST /seguridad/login', () => {
  it('answers the spec login response and sets an HttpOnly SameSite=Strict refresh cookie', async () => {
    const { res, body } = await login(app, 'admin', 'Admin#2468');
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ value: true, data: { usuario: 'admin', nombre: 'Adriana Morales Vega' } });
    expect(body.token.accessToken).toMatch(/^ey/);
    expect(Date.parse(body.token.expiresAt)).toBeGreaterThan(Date.now() + 29 * 60_000);
    const entry = body.data.permisos.find((p: { id: number }) => p.id === 1001);
    expect(entry).toEqual({
      id: 1001,
      parentid: 10,
      name: 'Grupo sucursales',
      icon: 'ClusterOutlined',
      url: '/farmasi/catalogos/catgruposucursales',
      idEmpresa: 1,
    });
    const cookie = refreshCookieOf(res.headers)!;
    expect(cookie.line).toMatch(/HttpOnly/i);
    expect(cookie.line).toMatch(/SameSite=Strict/i);
    expect(cookie.line).toMatch(/Path=\/admin\/api\/seguridad/);
    expect(JSON.stringify(body)).not.toContain(cookie.value);
  });

  it('is case-insensitive on the user name', async () => {
    expect((await login(app, 'ADMIN', 'Admin#2468')).body.value).toBe(true);
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const unknown = await login(app, 'nadie', 'Admin#2468');
    const wrong = await login(app, 'cajero', 'equivocada');
    expect(unknown.body).toEqual({
      value: false,
      message: messages.login.credencialesInvalidas,
      data: null,
      token: null,
    });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.cookie).toBeUndefined();
  });

  it('throttles repeated failures per account, even with the right password, and not other accounts', async () => {
    // A successful sign-in clears the earlier failures of this file.
    expect((await login(app, 'cajero', 'Cajero#2468')).body.value).toBe(true);
    for (let i = 1; i < config.LOGIN_MAX_FALLOS; i++) {
      expect((await login(app, 'cajero', `mala-${i}`)).body.message).toBe(
        messages.login.credencialesInvalidas,
      );
    }
    const locking = await login(app, 'cajero', 'mala-final');
    expect(locking.body.message).toBe(
      'Demasiados intentos fallidos. Espere 15 minuto(s) e intente de nuevo.',
    );
    const right = await login(app, 'cajero', 'Cajero#2468');
    expect(right.body.value).toBe(false);
    expect(right.body.message).toMatch(/^Demasiados intentos fallidos/);
    expect((await login(app, 'admin', 'Admin#2468')).body.value).toBe(true);
  });

  it('answers 400 with a Spanish message naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/seguridad/login',
      payload: { usuario: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value).toBe(false);
    expect(res.json().message).toContain("'password'");
  });
});

describe('POST /seguridad/renovar-token', () => {
  it('rotates: a new access token and a new cookie, the old cookie spent', async () => {
    const session = await signIn(app, 'admin');
    const res = await renew(app, session.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ value: true, expiresIn: config.ACCESS_TOKEN_TTL });
    expect(body.accessToken).toMatch(/^ey/);
    const next = refreshCookieOf(res.headers)!.value;
    expect(next).not.toBe(session.cookie);
    const again = await renew(app, next);
    expect(again.statusCode).toBe(200);
  });

  it('carries the menu the new token grants: a permission change reaches the user without a new sign-in', async () => {
    const session = await signIn(app, 'consulta');
    expect(session.data.permisos).toEqual([]);
    const first = await renew(app, session.cookie);
    expect(first.json().permisos).toEqual([]);
    await otorgarPantalla(db, session.data.idUsuario, GRUPO_SUCURSALES_URL);
    const second = (await renew(app, refreshCookieOf(first.headers)!.value)).json();
    await db.delete(webUsuariosPermisos).where(eq(webUsuariosPermisos.idUsuario, session.data.idUsuario));
    expect(second.permisos).toContainEqual(
      expect.objectContaining({
        id: 1001,
        name: 'Grupo sucursales',
        url: '/farmasi/catalogos/catgruposucursales',
      }),
    );
    // The groups above the screen come with it, so that the menu can nest it.
    expect(second.permisos.map((p: { id: number }) => p.id)).toContain(10);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const session = await signIn(app, 'admin');
    const first = await renew(app, session.cookie);
    const successor = refreshCookieOf(first.headers)!.value;
    const reuse = await renew(app, session.cookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(messages.general.sesionCaducada);
    expect((await renew(app, successor)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await renew(app, undefined)).statusCode).toBe(401);
    expect((await renew(app, 'inventado')).statusCode).toBe(401);
  });
});

describe('POST /seguridad/logout', () => {
  it('revokes the refresh token on the server and clears the cookie', async () => {
    const session = await signIn(app, 'admin');
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/seguridad/logout',
      cookies: { farmasi_rt: session.cookie },
    });
    expect(res.json().value).toBe(true);
    expect(refreshCookieOf(res.headers)?.line).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await renew(app, session.cookie)).statusCode).toBe(401);
  });

  it('revokes by the bearer token when the cookie is absent', async () => {
    const session = await signIn(app, 'admin');
    await app.inject({
      method: 'POST',
      url: '/admin/api/seguridad/logout',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect((await renew(app, session.cookie)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('refuses an expired, a tampered and an unsigned token with 401', async () => {
    const session = await signIn(app, 'admin');
    const expired = await signAccessToken(
      {
        idUsuario: session.data.idUsuario,
        codEmpleado: session.data.codEmpleado,
        permisos: [1001],
        familia: 'f',
        versionSesion: 0,
      },
      config.jwtSecret,
      -60,
    );
    const [h, p] = session.token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const tampered = `${h}.${Buffer.from('{"sub":"1","emp":1,"per":[1001],"fam":"x","iss":"farmasi-backoffice","exp":9999999999}').toString('base64url')}.${session.token.split('.')[2]}`;
    for (const token of [expired.accessToken, unsigned, tampered, 'basura']) {
      const res = await app.inject({
        method: 'GET',
        url: '/admin/api/grupo-sucursales/grupos',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ value: false, message: messages.servidor.noAutenticado, data: null });
    }
  });
});
