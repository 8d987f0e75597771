import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';

const TOKEN = 'token-de-metricas-0123456789';
const { app } = await createTestApp({ METRICS_PATH: '/metrics', METRICS_TOKEN: TOKEN });
const sinMetricas = await createTestApp();

const metricas = () =>
  app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

/** The value of one sample line, e.g. `cache_hits_total{conjunto="articulos"}`. */
const muestra = (texto: string, serie: string) => {
  const linea = texto.split('\n').find((l) => l.startsWith(`${serie} `));
  return linea === undefined ? undefined : Number(linea.slice(serie.length + 1));
};

describe('métricas de Prometheus', () => {
  it('sin METRICS_PATH no hay ruta de métricas', async () => {
    const res = await sinMetricas.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('con METRICS_TOKEN exige el token', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const ajeno = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer otro-token-0123456789xx' },
    });
    expect(ajeno.statusCode).toBe(401);
    expect(ajeno.json().message).toBe('Token de métricas inválido o ausente');
  });

  it('cuenta peticiones y latencia por patrón de ruta, uso de la base y respuestas recordadas', async () => {
    const admin = await signIn(app, 'admin');
    const ruta = '/admin/api/catarticulos/consultar/detalle/:codigo';
    const antes = await metricas();
    const serieHits = 'cache_hits_total{conjunto="articulos"}';
    const hitsAntes = muestra(antes.body, serieHits) ?? 0;

    const codigo = (await admin.get('/catarticulos/pendientes')).json().data.articulos[0].codArticulo;
    // The same detail twice: the first is computed (miss), the second remembered (hit).
    expect((await admin.get(`/catarticulos/consultar/detalle/${codigo}`)).json().value).toBe(true);
    await admin.get(`/catarticulos/consultar/detalle/${codigo}`);

    const res = await metricas();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const texto = res.body;
    const peticiones = `http_requests_total{method="GET",route="${ruta}",status_code="200"}`;
    expect(muestra(texto, peticiones)).toBe(2);
    expect(
      muestra(texto, `http_request_duration_seconds_count{method="GET",route="${ruta}",status_code="200"}`),
    ).toBe(2);
    // The raw URL never becomes a label.
    expect(texto).not.toContain(`detalle/${codigo}"`);
    expect(muestra(texto, serieHits)).toBe(hitsAntes + 1);
    expect(muestra(texto, 'cache_misses_total{conjunto="articulos"}')).toBeGreaterThanOrEqual(1);
    if (process.env.TEST_DATABASE_URL) {
      expect(muestra(texto, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(texto).toContain('db_pool_connections{state="waiting"}');
    } else {
      // Read while no query runs: PGlite's queue is empty.
      expect(muestra(texto, 'db_queries_in_flight')).toBe(0);
    }
    // The metrics route does not count itself.
    expect(texto).not.toContain('route="/metrics"');
  });
});
