import { LOGIN_TIMEOUT_MS } from '@farmasi/contracts/constants';
import type { LoginResponse } from '@farmasi/contracts/seguridad/auth';
import type { Credenciales } from '@farmasi/contracts/seguridad/credenciales';
import { useMutation } from '@tanstack/react-query';
import { LOGIN, request } from '@/api';

export type { Credenciales } from '@farmasi/contracts/seguridad/credenciales';

/** POST /seguridad/login, without a session and with the spec's 35 s timeout. */
export const useLogin = () =>
  useMutation({
    mutationFn: (body: Credenciales) =>
      request<LoginResponse>(LOGIN, { body, auth: false, timeoutMs: LOGIN_TIMEOUT_MS }),
    // The login screen shows its own failures (inline or in a pop-up, 000 §8).
    meta: { silent: true },
  });
