/** Settings shared by the Playwright config (which starts the servers) and the specs. */

/** The first server's port; worker n talks to the server at this port + n (playwright.config.ts). */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT ?? 3210);
/**
 * The port of this worker's own server: Playwright gives each worker process its index (0 to
 * workers − 1, kept when a worker restarts) in TEST_PARALLEL_INDEX; the runner's process has none.
 */
export const E2E_PORT = E2E_PORT_BASE + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** The e2e server's signing secret: the renewal spec signs a really expired token with it. */
export const E2E_JWT_SECRET = 'e2e-secreto-de-pruebas-suficientemente-largo-0123456789';
/**
 * The licensee portal an e2e server is configured with: a page that server itself serves, so the
 * popup opened by 'Abrir página licenciatarios' loads without another process.
 */
export const portalEn = (port: number) => `http://127.0.0.1:${port}/admin/`;
/** This worker's server's portal. */
export const E2E_PORTAL_URL = portalEn(E2E_PORT);
