import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';
import {
  licenciatariosBitacora,
  licenciatariosUsuarios,
} from '../modules/administracion/abrir-pagina-licenciatarios/tablas.ts';

const web = mkdtempSync(path.join(tmpdir(), 'farmasi-web-'));
mkdirSync(path.join(web, 'assets'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>FarmaSí</title>');
writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
const lineas: Record<string, unknown>[] = [];
const { app, db } = await createTestApp(
  { WEB_DIST: web, LOG_LEVEL: 'info' },
  { write: (linea) => void lineas.push(JSON.parse(linea)) },
);

describe('Cache-Control: no-store on every API answer', () => {
  it('is sent on sign-in, on data, on refusals and on unknown API paths', async () => {
    const admin = await signIn(app, 'admin');
    const answers = [
      await app.inject({
        method: 'POST',
        url: '/admin/api/seguridad/login',
        payload: { usuario: 'admin', password: 'Admin#2468' },
      }),
      await admin.get('/grupo-sucursales/grupos'),
      await app.inject({ method: 'GET', url: '/admin/api/grupo-sucursales/grupos' }),
      await app.inject({ method: 'GET', url: '/admin/api/no-existe' }),
      await app.inject({ method: 'POST', url: '/admin/api/seguridad/login', payload: {} }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 400]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the static web assets their own caching', async () => {
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/app-1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/admin/farmasi/catalogos/catgruposucursales' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('Content-Security-Policy', () => {
  it("allows no <base> element: base-uri 'none'", async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/api/health' });
    expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
  });
});

describe('X-Forwarded-For is not trusted by default (TRUST_PROXY)', () => {
  it('keeps a spoofed address out of the licensee access log and of the request log', async () => {
    const admin = await signIn(app, 'admin');
    const [cuenta] = await db
      .select()
      .from(licenciatariosUsuarios)
      .where(eq(licenciatariosUsuarios.activo, true))
      .limit(1);
    await admin.post('/abrir-pagina-licenciatarios/login-licenciatario', {
      idEmpleados: cuenta!.idUsuario,
      usuario: cuenta!.usuario,
    });
    const headers = { authorization: `Bearer ${admin.token}`, 'x-forwarded-for': '6.6.6.6' };
    const res = await app.inject({
      method: 'POST',
      url: `/admin/api/abrir-pagina-licenciatarios/guardar-bitacora/${cuenta!.idUsuario}`,
      headers,
      remoteAddress: '192.0.2.10',
    });
    expect(res.json().data).toBe(true);
    const [fila] = await db
      .select()
      .from(licenciatariosBitacora)
      .where(eq(licenciatariosBitacora.idUsuarioLicenciatario, cuenta!.idUsuario));
    expect(fila!.ip).toBe('192.0.2.10');
    const registro = lineas.find((l) =>
      (l.req as { url?: string } | undefined)?.url?.includes('guardar-bitacora'),
    );
    expect((registro!.req as { remoteAddress: string }).remoteAddress).toBe('192.0.2.10');
    expect(JSON.stringify(lineas)).not.toContain('"remoteAddress":"6.6.6.6"');
  });
});
