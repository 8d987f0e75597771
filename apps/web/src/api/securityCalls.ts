/**
 * The security calls of the login page and the shell, by method and path only: importing their
 * contract module (seguridad/auth) would put zod (~45 KB gzip) in the first chunks every visitor loads.
 * securityCalls.test.ts checks that they match the contract.
 */
export const LOGIN = { method: 'POST', path: '/seguridad/login' } as const;
export const RENOVAR_TOKEN = { method: 'POST', path: '/seguridad/renovar-token' } as const;
export const LOGOUT = { method: 'POST', path: '/seguridad/logout' } as const;
