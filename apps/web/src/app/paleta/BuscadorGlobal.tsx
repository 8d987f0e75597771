import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { anotarReciente, leerRecientes } from '@/lib/pantallasRecientes';
import { findByPath, type MenuNode } from '../menu';
import { pantallasDelMenu } from './opciones';
import './buscador.css';

// Its own chunk: the shell's first load carries only this button and the shortcut.
const Paleta = lazy(() => import('./Paleta').then((m) => ({ default: m.Paleta })));

const esMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const ATAJO = esMac ? '⌘K' : 'Ctrl+K';

/**
 * The top bar's search box: a click, Ctrl+K or Cmd+K opens the command palette. It also notes every
 * menu screen the user opens (his recent screens), and gives the focus back where it was on close.
 */
export const BuscadorGlobal = ({
  menu,
  path,
  idUser,
  compacto,
}: {
  menu: readonly MenuNode[];
  path: string;
  idUser: number | undefined;
  compacto: boolean;
}) => {
  const [abierta, setAbierta] = useState(false);
  const [cargada, setCargada] = useState(false);
  const [recientes, setRecientes] = useState<string[]>([]);
  const foco = useRef<HTMLElement | null>(null);
  const pantallas = useMemo(() => pantallasDelMenu(menu), [menu]);

  const url = findByPath(menu, path)?.url;
  useEffect(() => {
    if (url && idUser !== undefined) anotarReciente(idUser, url);
  }, [url, idUser]);

  const abrir = () => {
    if (abierta) return;
    foco.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRecientes(idUser === undefined ? [] : leerRecientes(idUser));
    setCargada(true);
    setAbierta(true);
  };
  const abrirRef = useRef(abrir);
  abrirRef.current = abrir;

  useEffect(() => {
    const alTeclear = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        abrirRef.current();
      }
    };
    window.addEventListener('keydown', alTeclear);
    return () => window.removeEventListener('keydown', alTeclear);
  }, []);

  return (
    <>
      <Button
        className="buscador-global"
        icon={<SearchOutlined aria-hidden />}
        onClick={abrir}
        aria-label={`Buscar pantallas y registros (${ATAJO})`}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title={`Buscar (${ATAJO})`}
        type={compacto ? 'text' : 'default'}
      >
        {!compacto && (
          <>
            <span className="buscador-global-texto">Buscar…</span>
            <kbd className="buscador-global-atajo">{ATAJO}</kbd>
          </>
        )}
      </Button>
      {cargada && (
        <Suspense fallback={null}>
          <Paleta
            abierta={abierta}
            pantallas={pantallas}
            recientes={recientes}
            onCerrar={() => setAbierta(false)}
            despuesDeCerrar={() => {
              // Back where it was, unless the palette opened a screen that took the focus.
              const anterior = foco.current;
              if (
                anterior?.isConnected &&
                (document.activeElement === document.body || !document.activeElement)
              )
                anterior.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
};
