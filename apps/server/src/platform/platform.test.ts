import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@farmasi/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { acquireDataDirLock } from '../db/lock.ts';

const web = mkdtempSync(path.join(tmpdir(), 'farmasi-web-'));
mkdirSync(path.join(web, 'assets'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>FarmaSí</title>');
writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
writeFileSync(path.join(web, 'mapa-google.html'), '<div id="mapa"></div>');
const { app } = await createTestApp({ WEB_DIST: web });

describe('shared server mechanism', () => {
  it('GET /admin/api/health answers the envelope and the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/api/health' });
    expect(res.json()).toMatchObject({ value: true, data: { status: 'ok', version: '2025.08.05.0' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the request on refusals too: no session, unknown path, malformed address', async () => {
    for (const url of [
      '/admin/api/catarticulos/consultar/detalle/1',
      '/admin/api/no-existe',
      '/admin/api/%zz',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sends the pages security headers with a strict CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/farmasi/catalogos/catgruposucursales' });
    const csp = res.headers['content-security-policy'] as string;
    // Scripts only from the product; the customer map's tiles from OpenStreetMap.
    expect(csp).toContain("script-src 'self';");
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tile\.openstreetmap\.org/);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Pages may frame https documents (the ofertero's flipbook preview), never plain http ones.
    expect(csp).toMatch(/frame-src 'self' https:(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends API answers the headers of data, not of a page (OWASP REST cheat sheet)', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['cache-control']).toBe('no-store');
    // Headers that only a page reads are not written on every call.
    for (const pagina of ['referrer-policy', 'cross-origin-opener-policy', 'x-dns-prefetch-control']) {
      expect(res.headers[pagina]).toBeUndefined();
    }
  });

  it("gives Google's looser policy only to the customer map's own document", async () => {
    const paginas = await app.inject({ method: 'GET', url: '/admin/farmasi/catalogos/ClientesDetalle/101' });
    expect(paginas.headers['content-security-policy']).not.toContain('googleapis');
    const res = await app.inject({ method: 'GET', url: '/admin/mapa-google.html' });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/\*\.googleapis\.com [^;]*'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('worker-src blob:');
    expect(res.headers['referrer-policy']).toBe('strict-origin');
    expect(paginas.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers an unknown API path with 404 and the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ value: false, message: messages.servidor.noEncontrado, data: null });
  });

  it('answers malformed JSON with 400 in Spanish', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin/api/seguridad/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"usuario":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.servidor.cuerpoInvalido);
  });

  it('publishes an OpenAPI document from the contract schemas and a reference page', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/admin/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/admin/api/grupo-sucursales/guardar-elimina');
    expect(doc.paths['/admin/api/seguridad/login'].post.requestBody).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/admin/api/docs/' })).statusCode).toBe(200);
  });

  it('serves the SPA under /admin/ with history fallback and cacheable assets', async () => {
    const deep = await app.inject({ method: 'GET', url: '/admin/farmasi/catalogos/catgruposucursales' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>FarmaSí</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/app-1.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/admin/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/admin/');
  });
});

describe('data folder lock', () => {
  it('refuses a folder held by a live process and takes over a stale lock', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'farmasi-lock-'));
    writeFileSync(path.join(dir, '.farmasi.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/está en uso por otro proceso/);
    writeFileSync(path.join(dir, '.farmasi.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    release();
  });
});
