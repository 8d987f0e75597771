import { STORAGE_KEYS } from '@/lib/session';

/**
 * When a change of web permissions takes effect, as the implementation does it: the access token
 * carries the permission list, and each renewal (when the token expires, or at once if the server
 * refuses a call) brings the new list to the server's checks, the menu and the guard.
 * The token's life is the one the server gave this session (ACCESS_TOKEN_TTL).
 */
export const avisoVigencia = (segundosToken: number | null): string => {
  const plazo =
    segundosToken && segundosToken > 0 ? `, a más tardar en ${Math.ceil(segundosToken / 60)} minutos` : '';
  return `Los cambios se aplican al usuario en la siguiente renovación de su sesión${plazo}, sin volver a iniciar sesión; si inicia sesión de nuevo, de inmediato.`;
};

/** Seconds of life of this session's access token, as the server told it (key 'expiresIn'). */
export const segundosDelToken = (): number | null => {
  const value = Number(localStorage.getItem(STORAGE_KEYS.expiresIn));
  return Number.isFinite(value) && value > 0 ? value : null;
};
