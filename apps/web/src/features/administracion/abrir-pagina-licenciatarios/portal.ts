import type { LoginLicenciatarioResponse } from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import { STORAGE_KEYS } from '@/lib/session';

type Token = NonNullable<LoginLicenciatarioResponse['token']>;
type Datos = NonNullable<LoginLicenciatarioResponse['data']>;

/**
 * The portal address with the token in the fragment: a fragment never reaches a server, a log or a
 * Referer header, unlike a query string. The portal reads it and clears it from its address bar.
 */
export const urlConToken = (urlPortal: string, token: Token): string => {
  const url = new URL(urlPortal);
  url.hash = new URLSearchParams({ accessToken: token.accessToken, expiresAt: token.expiresAt }).toString();
  return url.toString();
};

/** 003 §6: the licensee login result is stored locally (cleared on 'Salir' with the session). */
export const guardarSesionLicenciatario = (token: Token, data: Datos): void => {
  localStorage.setItem(STORAGE_KEYS.licenciatario, JSON.stringify({ token, data }));
};

/**
 * An empty tab opened now, while the click still counts as the user's (popup blockers allow only
 * that); it is pointed at the portal once the calls have answered. null when the browser blocked it.
 */
export const abrirPestana = (): Window | null => {
  const tab = window.open('', '_blank');
  // The portal is another site: it gets no handle on this tab.
  if (tab) tab.opener = null;
  return tab;
};
