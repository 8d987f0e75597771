import { useEffect, useState } from 'react';
import { useDebounced } from './useDebounced';
import { paginaValida, useListaEnUrl } from './useListaEnUrl';

/**
 * The search box and page of a list loaded whole and filtered in the browser: the box filters as
 * the user types (`texto`); the URL follows once typing pauses (`buscar`), so Back and reload
 * return to the same search and page.
 */
export const useBusquedaEnUrl = () => {
  const [{ buscar, pagina }, setLista] = useListaEnUrl({ buscar: '', pagina: 1 }, { pagina: paginaValida });
  const [texto, setTexto] = useState(buscar);
  const textoQuieto = useDebounced(texto, 300);
  useEffect(() => {
    if (textoQuieto !== buscar) setLista({ buscar: textoQuieto, pagina: 1 }, { replace: true });
  }, [textoQuieto, buscar, setLista]);
  return { texto, setTexto, buscar, pagina, setPagina: (p: number) => setLista({ pagina: p }) };
};
