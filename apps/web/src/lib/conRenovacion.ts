import { messages } from '@farmasi/contracts/messages';
import { ApiError, expireSession, renewSession } from '@/api';
import { readSession } from '@/lib/session';

/**
 * Runs a request that `api/client.ts` cannot make (a file down or up) with the session's token, as
 * every call does on a 401: once more with a token another request renewed meanwhile, or after one
 * renewal; a second 401, or a failed renewal, ends the session.
 */
export const conRenovacion = async <R extends { status: number }>(
  intento: (token: string | undefined) => Promise<R>,
): Promise<R> => {
  let repetida = false;
  for (;;) {
    const token = readSession()?.token;
    const respuesta = await intento(token);
    if (respuesta.status !== 401) return respuesta;
    if (repetida) {
      expireSession();
      throw new ApiError('session', messages.general.sesionCaducada, 401);
    }
    repetida = true;
    const actual = readSession()?.token;
    if ((actual && actual !== token) || (await renewSession())) continue;
    throw new ApiError('session', messages.general.sesionCaducada, 401);
  }
};
