import { useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { normalizePath } from '../guard';
import { EnConstruccionPage } from './EnConstruccionPage';
import { NotFoundPage } from './NotFoundPage';

/** A path with no declared route: a menu entry whose screen is not built yet, or a wrong address. */
export const CatchAllPage = () => {
  const { pathname } = useLocation();
  const session = useSession();
  const path = normalizePath(pathname);
  const isMenuEntry = session?.permisos.some((p) => p.url && normalizePath(p.url.trim()) === path);
  return isMenuEntry ? <EnConstruccionPage /> : <NotFoundPage />;
};
