/**
 * The load generator of `npm run bench`, in a process of its own so that it never shares the
 * measured server's event loop: runs one autocannon case (sent by the parent as its first message: a
 * case may carry thousands of request bodies, too many for argv) and sends back req/s, p50,
 * p95 and errors. p95 comes from every response's time (autocannon's summary has no p95).
 */
import autocannon from 'autocannon';

type Caso = {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers: Record<string, string>;
  requests?: { method?: 'GET' | 'POST'; path?: string; body?: string }[];
  /** Each request's JSON body gets a random whole number from 1 to `hasta` in `campo`. */
  aleatorio?: { campo: string; hasta: number };
  connections: number;
  duration: number;
};

const caso = await new Promise<Caso>((resolve) => process.once('message', (m) => resolve(m as Caso)));
const conAleatorio =
  ({ campo, hasta }: { campo: string; hasta: number }) =>
  (req: { body?: string | Buffer }) => ({
    ...req,
    body: JSON.stringify({
      ...JSON.parse(String(req.body ?? '{}')),
      [campo]: 1 + Math.floor(Math.random() * hasta),
    }),
  });
const tiempos: number[] = [];
const instancia = autocannon({
  url: caso.url,
  method: caso.method ?? 'GET',
  connections: caso.connections,
  duration: caso.duration,
  headers: caso.headers,
  ...(caso.body ? { body: caso.body } : {}),
  ...(caso.requests ? { requests: caso.requests } : {}),
  ...(caso.aleatorio ? { requests: [{ setupRequest: conAleatorio(caso.aleatorio) }] } : {}),
});
instancia.on('response', (_c: unknown, _s: number, _b: number, ms: number) => tiempos.push(ms));
const r = await instancia;
const orden = tiempos.sort((a, b) => a - b);
const pct = (p: number) => orden[Math.min(orden.length - 1, Math.floor(orden.length * p))] ?? 0;
process.send?.({
  rps: r.requests.average,
  p50: pct(0.5),
  p95: pct(0.95),
  p99: pct(0.99),
  errores: r.errors + r.non2xx,
});
