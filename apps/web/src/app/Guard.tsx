import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { configureApi, renewSession } from '@/api';
import {
  forgetRememberedRoute,
  lastClearReason,
  lastSessionUser,
  peekRememberedRoute,
  readSession,
  rememberRoute,
  useSession,
} from '@/lib/session';
import { decide, FORBIDDEN_PATH, HOME_PATH, LOGIN_PATH } from './guard';
import { esRutaConocida } from './knownRoutes';

/** After login: back to the route this user had asked for, else Home (never another user's page). */
const RedirectAfterLogin = () => {
  const to = peekRememberedRoute(readSession()?.idUser ?? null) ?? HOME_PATH;
  useEffect(forgetRememberedRoute, []);
  return <Navigate to={to} replace />;
};

/** Navigation guard (000 §6) around every route; the decision itself is app/guard.ts. */
export const Guard = () => {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  // A token renewed here counts as fresh even if this machine's clock disagrees with the server's.
  const [renewedToken, setRenewedToken] = useState<string | null>(null);
  const now = session && session.token === renewedToken ? 0 : Date.now();
  const decision = decide(pathname, session, now, esRutaConocida);
  const navigate = useNavigate();

  // One place for every screen: a call answered 403 shows the no-permission page.
  useEffect(() => {
    configureApi({ onForbidden: () => void navigate(FORBIDDEN_PATH) });
  }, [navigate]);

  useEffect(() => {
    if (decision !== 'renew') return;
    // renewSession stores the new token before resolving; a failure clears the session (-> login).
    void renewSession().then((ok) => {
      if (ok) setRenewedToken(readSession()?.token ?? null);
    });
  }, [decision]);

  switch (decision) {
    case 'allow':
      return <Outlet />;
    case 'renew':
      return <Spin fullscreen />;
    case 'home':
      return <RedirectAfterLogin />;
    case 'forbidden':
      return <Navigate to={FORBIDDEN_PATH} replace />;
    case 'login':
      // 'Salir' is a choice, not an interruption: nothing to come back to.
      if (lastClearReason() !== 'logout') rememberRoute(`${pathname}${search}${hash}`, lastSessionUser());
      return <Navigate to={LOGIN_PATH} replace />;
  }
};
