/** Settings shared by the Playwright config (which starts the server) and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The e2e server's signing secret: the renewal spec signs a really expired token with it. */
export const E2E_JWT_SECRET = 'e2e-secreto-de-pruebas-suficientemente-largo-0123456789';
/**
 * The licensee portal the e2e server is configured with: a page the server itself serves, so the
 * popup opened by 'Abrir página licenciatarios' loads without another process.
 */
export const E2E_PORTAL_URL = `http://127.0.0.1:${E2E_PORT}/admin/`;
