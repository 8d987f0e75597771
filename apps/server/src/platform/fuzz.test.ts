import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
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
 * Schema-driven fuzzing (issue 11): every operation of the OpenAPI document receives malformed
 * requests as the administrator and without a token. No answer may be a 5xx, every 4xx must be the
 * Spanish { value, message, data } envelope, and none may hang. Deterministic: fixed values only.
 * Writes land on this file's own copy of the template database.
 */
const { app } = await createTestApp();
const operaciones = operacionesDe(app);

const HUGE = '__numero_enorme__';
const LARGO = 'x'.repeat(100_000);
/** Values put in place of each body field, one at a time. */
const MALOS: unknown[] = [
  2 ** 31,
  2 ** 53,
  -1,
  1.5,
  'abc',
  'a\u0000b',
  '\uD800',
  'z\uDC00',
  LARGO,
  '2026-02-30',
  '0000-01-01',
  "' OR 1=1; DROP TABLE web_usuarios;--",
  '<img src=x onerror=alert(1)>',
  1e308,
  HUGE,
  null,
  {},
  [],
  true,
];
/** Values put in place of each path segment or query field (already URL-encoded). */
const MALOS_URL = [
  '2147483648',
  '9007199254740992',
  '-1',
  '1.5',
  'abc',
  '%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  encodeURIComponent("' OR 1=1--"),
  encodeURIComponent('<script>alert(1)</script>'),
  'x'.repeat(2000),
  '2026-02-30',
  '1e400',
  '',
];
/** Raw bodies sent with content-type application/json. */
const CRUDOS = (base: unknown) => {
  const json = JSON.stringify(base);
  const interior = json?.startsWith('{') && json !== '{}' ? `,${json.slice(1)}` : '}';
  return [
    '',
    'null',
    '[]',
    '"x"',
    '{',
    '{"a":1,}',
    `{"__proto__":{"admin":true}${interior}`,
    `{"constructor":{"prototype":{"admin":true}}${interior}`,
    '1e400',
  ];
};
/** Other content types, with a body each. */
const TIPOS: [string, string][] = [
  ['text/plain', '{"a":1}'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  ],
  ['application/xml', '<a>1</a>'],
  ['application/json; charset=latin1', '{}'],
];

const LIMITE_MS = 10_000;
/** Words of an English framework message that a Spanish answer never has. */
const INGLES = /\b(the|is|must|cannot|expected|unsupported|invalid|body|request|error|not found)\b/i;

interface Peticion {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object;
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
  const ms = performance.now() - inicio;
  const que = `${p.method} ${p.url.slice(0, 120)} ${JSON.stringify(p.payload ?? '').slice(0, 80)} ${JSON.stringify(p.headers ?? {})}`;
  if (ms > LIMITE_MS) return `${que} → tardó ${Math.round(ms)} ms`;
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
  if (op.queryParams.length)
    out.push({ method: op.method, url: urlDe(op, valido, { ...query, extra: '1' }) });
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
  return out;
};

describe('fuzzing every operation of the OpenAPI document', () => {
  it('reads the operations', () => {
    expect(operaciones.length).toBeGreaterThan(100);
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
