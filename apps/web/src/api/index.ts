export {
  type AnyEndpoint,
  type CallOptions,
  call,
  callData,
  DEFAULT_TIMEOUT_MS,
  type EndpointRoute,
  request,
} from './client';
export { ApiError, type ApiErrorKind, dialogFor, isApiError, markReported, wasReported } from './errors';
export type { AppMeta } from './queryMeta';
export { configureApi, expireSession, renewSession, signOut } from './renewal';
export { LOGIN, LOGOUT, RENOVAR_TOKEN } from './securityCalls';
