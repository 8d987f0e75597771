export { type AnyEndpoint, type CallOptions, call, callData, DEFAULT_TIMEOUT_MS, request } from './client';
export { ApiError, type ApiErrorKind, dialogFor, isApiError } from './errors';
export { configureApi, expireSession, renewSession, signOut } from './renewal';
export type { AppMeta } from './queryMeta';
