import { messages } from '@farmasi/contracts/messages';

/**
 * Why a call failed:
 * - rejected: HTTP 200 with value false (a business rule; the message is the server's)
 * - status: any other non-OK answer (400 schema, 403 permission, 404, 500); message from the envelope
 * - network: the request could not be built or sent, or the answer was not an envelope
 * - timeout: no answer in time
 * - session: the session expired and could not be renewed (already announced to the user)
 * - aborted: the caller cancelled (nothing to show)
 */
export type ApiErrorKind = 'rejected' | 'status' | 'network' | 'timeout' | 'session' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    /** The answer's body when there was one (an envelope for rejected). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The dialog a failure deserves, or null when there is nothing to show. */
export const dialogFor = (e: unknown): { severity: 'warning' | 'error'; message: string } | null => {
  if (!isApiError(e)) return { severity: 'error', message: messages.general.peticionFallida };
  // A 403 takes the user to the no-permission page (api/renewal.ts notifyForbidden): nothing more to show.
  if (e.kind === 'aborted' || e.kind === 'session' || (e.kind === 'status' && e.status === 403)) return null;
  return { severity: e.kind === 'status' && e.status >= 500 ? 'error' : 'warning', message: e.message };
};

// Failures the query client has already shown, so that an action awaiting the same call does not
// show them twice.
const reported = new WeakSet<object>();
export const markReported = (e: unknown): void => {
  if (typeof e === 'object' && e !== null) reported.add(e);
};
export const wasReported = (e: unknown): boolean => typeof e === 'object' && e !== null && reported.has(e);
