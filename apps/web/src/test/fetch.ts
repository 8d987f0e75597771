import { vi } from 'vitest';

/** A JSON answer as the server would send it. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const envelope = <T>(data: T, message = '', value = true) => ({ value, message, data });

type Handler = (body: unknown, init: RequestInit) => unknown;

/**
 * Replaces fetch with canned answers keyed 'METHOD /admin/api/path'. A handler may return a body
 * (sent as 200 JSON), a Response, or throw to simulate a failed connection.
 */
export const mockFetch = (routes: Record<string, Handler | object>) => {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init.method ?? 'GET'} ${url}`;
    const route = routes[key];
    if (route === undefined) throw new TypeError(`Sin respuesta simulada para ${key}`);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof route === 'function' ? await (route as Handler)(body, init) : route;
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
};

/** The JSON bodies sent to one 'METHOD url'. */
export const sentBodies = (fn: ReturnType<typeof mockFetch>, key: string): unknown[] =>
  fn.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));

/** A fetch that never answers: it only ends when the call's signal aborts it (timeouts). */
export const hangingFetch = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('abort'))),
        ),
    ),
  );
