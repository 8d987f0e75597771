import { useEffect, useRef } from 'react';
import { useDebounced } from './useDebounced';
import { paginaValida, useListaEnUrl, useTextoDeUrl } from './useListaEnUrl';

/**
 * The search box and page of a list loaded whole and filtered in the browser: the box filters as
 * the user types (`texto`); the URL follows once typing pauses (`buscar`), so Back and reload
 * return to the same search and page, and the box shows it again (`useTextoDeUrl`).
 */
export const useBusquedaEnUrl = () => {
  const [{ buscar, pagina }, setLista] = useListaEnUrl({ buscar: '', pagina: 1 }, { pagina: paginaValida });
  // The search this box last wrote: its arrival in the URL keeps what was typed since.
  const escrito = useRef<string | null>(null);
  const [texto, setTexto] = useTextoDeUrl(buscar, (v) => v === escrito.current);
  const textoQuieto = useDebounced(texto, 300);
  useEffect(() => {
    // Only a text that has stopped changing is written: after Back the box shows the URL's search
    // again, and the text typed before it (still pending here) must not be written over it.
    if (textoQuieto !== texto || textoQuieto === buscar) return;
    escrito.current = textoQuieto;
    setLista({ buscar: textoQuieto, pagina: 1 }, { replace: true });
  }, [textoQuieto, texto, buscar, setLista]);
  return { texto, setTexto, buscar, pagina, setPagina: (p: number) => setLista({ pagina: p }) };
};
