import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDebounced } from '@/lib/useDebounced';
import { buscadorKey } from '@/ui/buscadores';
import { filtrarPantallas, type OpcionPantalla, recientesDelMenu } from './opciones';
import { type Destino, tiposDisponibles } from './registros';

/** Characters typed before records are searched (screens filter from the first one). */
export const MINIMO_REGISTROS = 2;
/** Screens and records of each kind the list shows at most. */
const MAX_PANTALLAS = 8;
const MAX_POR_TIPO = 5;

/** One entry of the palette's list. */
export interface Opcion {
  id: string;
  seccion: string;
  label: string;
  detalle?: string;
  destino: Destino;
}

/**
 * What the palette lists for the typed text: the screens (recent ones first when nothing is typed),
 * then the records each finder answers (searched once typing pauses), kinds the user may not open left out.
 */
export const usePaleta = (
  pantallas: readonly OpcionPantalla[],
  texto: string,
  recientes: readonly string[],
) => {
  const buscado = useDebounced(texto.trim(), 250);
  const tipos = useMemo(() => tiposDisponibles(pantallas), [pantallas]);
  const busquedas = useQueries({
    queries: tipos.map((t) => ({
      queryKey: buscadorKey(t.busqueda.nombre, '', buscado),
      queryFn: ({ signal }: { signal: AbortSignal }) => t.busqueda.buscar(buscado, signal, ''),
      enabled: buscado.length >= MINIMO_REGISTROS,
      staleTime: 60_000,
      // A failed search leaves its kind out; the palette is not the place for a warning.
      meta: { silent: true },
    })),
  });

  const opciones = useMemo(() => {
    const t = texto.trim();
    const lista: Opcion[] = [];
    const vistas = new Set<string>();
    const agregar = (seccion: string, o: OpcionPantalla) => {
      if (vistas.has(o.key)) return;
      vistas.add(o.key);
      lista.push({ id: `p-${o.key}`, seccion, label: o.label, detalle: o.grupo, destino: { url: o.url } });
    };
    if (!t) {
      for (const o of recientesDelMenu(pantallas, recientes)) agregar('Recientes', o);
      for (const o of pantallas) agregar('Pantallas', o);
      return lista;
    }
    for (const o of filtrarPantallas(pantallas, t, recientes).slice(0, MAX_PANTALLAS))
      agregar('Pantallas', o);
    if (t !== buscado || buscado.length < MINIMO_REGISTROS) return lista;
    tipos.forEach((tipo, i) => {
      const items = (busquedas[i]?.data ?? []) as unknown[];
      for (const [j, item] of items.slice(0, MAX_POR_TIPO).entries()) {
        const destino = tipo.destino(pantallas, item);
        if (destino)
          lista.push({
            id: `${tipo.tipo}-${j}`,
            seccion: tipo.titulo,
            label: tipo.busqueda.etiqueta(item),
            destino,
          });
      }
    });
    return lista;
  }, [texto, buscado, pantallas, recientes, tipos, busquedas]);

  const buscando =
    texto.trim().length >= MINIMO_REGISTROS &&
    (texto.trim() !== buscado || busquedas.some((b) => b.isFetching));
  return { opciones, buscando };
};
