import { messages } from '@farmasi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { ejemplo, type Operacion, operacionesDe, pathValido, urlDe } from '../../test/operaciones.ts';
import { signIn } from '../../test/session.ts';

/**
 * Role × route matrix over every operation of the OpenAPI document (issue 11): who may call each one
 * comes from the permission the route declares (x-permiso), so a new screen is covered as soon as it
 * is registered. No token → 401; the demo user 'consulta' (no screen granted) → 403 on every route
 * of a screen; the administrator → neither.
 */
const { app } = await createTestApp();
const operaciones = operacionesDe(app);
const tokens: Record<'admin' | 'consulta', string> = { admin: '', consulta: '' };

beforeAll(async () => {
  tokens.admin = (await signIn(app, 'admin')).token;
  tokens.consulta = (await signIn(app, 'consulta')).token;
});

/** A request that would pass validation, so that the answer shows the permission check alone. */
const llamar = (op: Operacion, quien: keyof typeof tokens | null) =>
  app.inject({
    method: op.method,
    url: urlDe(op, pathValido(op)),
    headers: quien ? { authorization: `Bearer ${tokens[quien]}` } : {},
    ...(op.method === 'POST' && op.body ? { payload: ejemplo(op.body) as object } : {}),
  });

// Session-changing calls are left to their own tests: logging out would end the matrix's session.
// Calls that end sessions (logout, an administrator ending a user's sessions) would end the test's own,
// and saving web permissions with an example body would take the administrator's screens away.
const SALIDA = /\/seguridad\/(logout|cerrar-sesiones\/\{[^}]+\})$|\/administracion\/guardar-permiso$/;
const conPantalla = operaciones.filter((op) => Array.isArray(op.permiso));
const deSesion = operaciones.filter((op) => op.permiso === 'sesion');
const nombre = (op: Operacion) => [`${op.method} ${op.path}`, op] as const;

describe('role × route matrix', () => {
  it('covers every operation, most of them behind a screen', () => {
    expect(operaciones.length).toBeGreaterThan(100);
    expect(conPantalla.length).toBeGreaterThan(80);
  });

  it.each(operaciones.filter((op) => op.permiso !== 'publico').map(nombre))(
    '%s: 401 without a token',
    async (_n, op) => {
      const res = await llamar(op, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ value: false, message: messages.servidor.noAutenticado, data: null });
    },
  );

  it.each(conPantalla.map(nombre))('%s: 403 for a user without the screen', async (_n, op) => {
    const res = await llamar(op, 'consulta');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ value: false, message: messages.servidor.sinPermiso, data: null });
  });

  it.each(deSesion.filter((op) => !SALIDA.test(op.path)).map(nombre))(
    '%s: any signed-in user may call it',
    async (_n, op) => {
      const res = await llamar(op, 'consulta');
      expect([401, 403]).not.toContain(res.statusCode);
    },
  );

  // Public calls (sign-in, renewal with its cookie, health) answer on their own terms.
  it.each(operaciones.filter((op) => op.permiso !== 'publico' && !SALIDA.test(op.path)).map(nombre))(
    '%s: the administrator is let through',
    async (_n, op) => {
      const res = await llamar(op, 'admin');
      expect([401, 403], res.body.slice(0, 200)).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});
