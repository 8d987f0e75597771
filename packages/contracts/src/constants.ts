/** Business constants of the spec (000 §9) shared by server and web. */
export const APP_VERSION = '2025.08.05.0';
export const API_BASE = '/admin/api';
export const ROUTER_BASE = '/admin/';
export const LOGIN_TIMEOUT_MS = 35_000;
export const SENTINEL_DATE = '1900-01-01';
export const PASSWORD_MIN = 8;
/** ASVS 6.2.9 asks that at least 64 characters be accepted. */
export const PASSWORD_MAX = 128;
/** Login fields: the user name as stored, and a generous bound on what is typed as password. */
export const USUARIO_MAX = 50;
export const LOGIN_PASSWORD_MAX = 200;
export const EMPRESAS = [1, 2] as const;
/** Menu urls are stored with this placeholder; the configured product slug replaces it. */
export const PRODUCT_PLACEHOLDER = '{product}';
/**
 * Answer header set when the user's screens differ from those his access token was issued with:
 * the web renews the token, which brings the current menu (a removed screen leaves the menu at once).
 */
export const PERMISOS_CAMBIARON_HEADER = 'x-permisos-cambiaron';
