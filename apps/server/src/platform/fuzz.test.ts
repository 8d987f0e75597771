import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { FORMULARIOS } from '../../test/formularios-multipart.ts';
import {
  CRUDOS,
  formulario,
  HUGE,
  MALOS,
  MALOS_URL,
  MULTIPART,
  MULTIPARTES,
  TIPOS,
} from '../../test/fuzz-variantes.ts';
import {
  conHoja,
  ejemplo,
  hojasDe,
  type Operacion,
  operacionesDe,
  pathValido,
  urlDe,
} from '../../test/operaciones.ts';
import { signIn } from '../../test/session.ts';

/**
 * Schema-driven fuzzing (issues 11 and 23): every operation of the OpenAPI document receives
 * malformed requests as the administrator and without a token. No answer may be a 5xx, every 4xx
 * must be the Spanish { value, message, data } envelope, and none may hang. Deterministic: fixed
 * values only. Writes land on this file's own copy of the template database.
 *
 * The variants, at least: integers past smallint (32,768) and int4 (2^31) in every integer body,
 * path and query field; NUL; lone surrogates; impossible dates (2026-02-30); 10,000 and 100,000
 * characters; `__proto__` as a JSON key, a query key and a multipart field; the same values in
 * each field of an upload call's `json` form field (test/formularios-multipart.ts); and, to every
 * POST and DELETE, multipart bodies that are truncated, lack their boundary or carry a malformed
 * part. Which status each gets is not asserted (a 400 for an unknown field is as good as a 200),
 * only that none is a 5xx and every refusal speaks Spanish.
 */
const { app, db } = await createTestApp();
const operaciones = operacionesDe(app);

const LIMITE_MS = 10_000;
/** Words of an English framework message that a Spanish answer never has. */
const INGLES = /\b(the|is|must|cannot|expected|unsupported|invalid|body|request|error|not found)\b/i;

interface Peticion {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object | Buffer;
}

let token = '';
const entrar = async () => {
  token = (await signIn(app, 'admin')).token;
};
beforeAll(entrar);

/** Sends a request and returns a description of what is wrong with its answer, if anything. */
const probar = async (p: Peticion, conToken = true): Promise<string | null> => {
  const enviar = () =>
    app.inject({
      method: p.method as 'GET',
      url: p.url,
      headers: { ...(conToken ? { authorization: `Bearer ${token}` } : {}), ...p.headers },
      ...(p.payload !== undefined ? { payload: p.payload } : {}),
    });
  // Let the event loop turn between requests, as sockets make it do: a chain of injected requests
  // that never touch I/O would otherwise hold it for seconds and trip the load shedding.
  await new Promise((r) => setImmediate(r));
  const inicio = performance.now();
  let res: LightMyRequestResponse = await enviar();
  // A call may end the session (logout): sign in again and repeat it once.
  if (conToken && res.statusCode === 401) {
    await entrar();
    res = await enviar();
  }
  // A call may take the administrator's screens away (his own permissions saved with the example
  // body): give them back and repeat it, so that every later request still reaches its route.
  for (let i = 0; conToken && res.statusCode === 403 && i < 20; i++) {
    if (i === 0) await db.execute(sql`select otorgar_menu_administradores()`);
    else await new Promise((r) => setTimeout(r, 5));
    res = await enviar();
  }
  const ms = performance.now() - inicio;
  const cuerpo = Buffer.isBuffer(p.payload) ? p.payload.toString('latin1') : (p.payload ?? '');
  const que = `${p.method} ${p.url.slice(0, 120)} ${JSON.stringify(cuerpo).slice(0, 160)} ${JSON.stringify(p.headers ?? {})}`;
  if (ms > LIMITE_MS) return `${que} → tardó ${Math.round(ms)} ms`;
  if (conToken && res.statusCode === 403) return `${que} → 403 al administrador: no llegó a su ruta`;
  if (res.statusCode >= 500) return `${que} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  // A download (the Excel exports) answers its file: only a success may be one, and a real one.
  if (String(res.headers['content-disposition'] ?? '').startsWith('attachment')) {
    if (res.statusCode >= 300) return `${que} → ${res.statusCode} con un archivo`;
    const xlsx = String(res.headers['content-type']).includes('spreadsheetml');
    const zip = res.rawPayload.subarray(0, 2).toString('latin1') === 'PK';
    return !xlsx || zip ? null : `${que} → .xlsx que no es un archivo zip`;
  }
  let body: { value?: unknown; message?: unknown; data?: unknown };
  try {
    body = res.json();
  } catch {
    return `${que} → ${res.statusCode} sin JSON: ${res.body.slice(0, 120)}`;
  }
  const sobre = typeof body.value === 'boolean' && typeof body.message === 'string' && 'data' in body;
  if (!sobre) return `${que} → ${res.statusCode} fuera del sobre: ${res.body.slice(0, 120)}`;
  if (res.statusCode >= 400) {
    if (body.value !== false || !body.message) return `${que} → ${res.statusCode} sobre incompleto`;
    if (INGLES.test(body.message as string)) return `${que} → ${res.statusCode} en inglés: ${body.message}`;
  }
  return null;
};

/** Every malformed request of one operation. */
const peticionesDe = (op: Operacion): Peticion[] => {
  const out: Peticion[] = [];
  const valido = pathValido(op);
  const query = Object.fromEntries(op.queryParams.map((q) => [q.name, String(ejemplo(q.schema))]));
  const url = urlDe(op, valido);
  const base = op.body ? ejemplo(op.body) : undefined;
  const json = (payload: unknown): Peticion => ({
    method: op.method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  for (const p of op.pathParams) {
    for (const malo of MALOS_URL)
      out.push({ method: op.method, url: urlDe(op, { ...valido, [p.name]: malo }) });
  }
  for (const q of op.queryParams) {
    for (const malo of MALOS_URL) out.push({ method: op.method, url: `${url}?${q.name}=${malo}` });
  }
  if (op.queryParams.length) {
    out.push({ method: op.method, url: urlDe(op, valido, { ...query, extra: '1' }) });
    out.push({ method: op.method, url: `${urlDe(op, valido, query)}&__proto__=1&constructor=x` });
  }
  if (op.method === 'POST') {
    if (base !== undefined) out.push(json(base), json({ ...(base as object), extra: 'x' }), json({}));
    for (const ruta of hojasDe(base)) {
      for (const malo of MALOS) {
        const cuerpo = JSON.stringify(conHoja(base, ruta, malo)).replace(`"${HUGE}"`, '1e400');
        out.push(json(cuerpo));
      }
    }
    for (const crudo of CRUDOS(base)) out.push(json(crudo));
    for (const [tipo, cuerpo] of TIPOS)
      out.push({ method: op.method, url, headers: { 'content-type': tipo }, payload: cuerpo });
    out.push({ method: op.method, url });
  }
  // An upload call's form: each field of its `json` replaced by each malformed value.
  const datos = FORMULARIOS.get(op.path);
  const ejemploDatos = datos ? ejemplo(datos) : undefined;
  for (const ruta of datos ? hojasDe(ejemploDatos) : []) {
    for (const malo of MALOS) {
      const json = JSON.stringify(conHoja(ejemploDatos, ruta, malo)).replace(`"${HUGE}"`, '1e400');
      out.push({ method: op.method, url, headers: { 'content-type': MULTIPART }, payload: formulario(json) });
    }
  }
  // Every method with a body (the upload routes are POSTs): multipart that is not a whole form.
  if (op.method !== 'GET') {
    for (const [tipo, cuerpo] of MULTIPARTES)
      out.push({ method: op.method, url, headers: { 'content-type': tipo }, payload: cuerpo });
  }
  return out;
};

describe('fuzzing every operation of the OpenAPI document', () => {
  it('reads the operations, and every upload call whose form it fills', () => {
    expect(operaciones.length).toBeGreaterThan(100);
    const rutas = new Set(operaciones.map((op) => op.path));
    expect([...FORMULARIOS.keys()].filter((ruta) => !rutas.has(ruta))).toEqual([]);
  });

  it.each(operaciones.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: no 5xx, every 4xx in the Spanish envelope',
    async (_name, op) => {
      const fallas: string[] = [];
      for (const p of peticionesDe(op)) {
        const falla = await probar(p);
        if (falla) fallas.push(falla);
      }
      // Without a token and with a forged one: refused in the envelope (or answered, if public).
      const sinToken = { method: op.method, url: urlDe(op, pathValido(op)) };
      const cabeceras: Record<string, string>[] = [
        {},
        { authorization: 'Bearer abc.def.ghi' },
        { authorization: 'Basic YTpi' },
      ];
      for (const headers of cabeceras) {
        const falla = await probar({ ...sinToken, headers }, false);
        if (falla) fallas.push(falla);
      }
      if (fallas.length) console.error(fallas.join('\n'));
      expect(fallas).toEqual([]);
    },
    120_000,
  );
});
