import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A list's state as kept in the URL: each field's default gives its type. */
export type EstadoLista = Record<string, string | number | boolean>;

type Validar<T extends EstadoLista> = { [K in keyof T]?: (valor: T[K]) => boolean };

/**
 * Reads one field of the query string as the type of its default; anything that does not parse
 * (or that validar refuses) is the default.
 */
const leer = <V extends string | number | boolean>(
  texto: string | null,
  defecto: V,
  valido?: (v: V) => boolean,
): V => {
  if (texto === null) return defecto;
  let valor: string | number | boolean;
  if (typeof defecto === 'number') {
    valor = Number(texto);
    if (texto.trim() === '' || !Number.isFinite(valor)) return defecto;
  } else if (typeof defecto === 'boolean') {
    if (texto !== 'true' && texto !== 'false') return defecto;
    valor = texto === 'true';
  } else valor = texto;
  return valido && !valido(valor as V) ? defecto : (valor as V);
};

export const leerLista = <T extends EstadoLista>(
  params: URLSearchParams,
  defectos: T,
  validar: Validar<T> = {},
): T => {
  const estado = {} as T;
  for (const clave of Object.keys(defectos) as (keyof T & string)[])
    estado[clave] = leer(params.get(clave), defectos[clave], validar[clave]);
  return estado;
};

/** The query string of a state: fields equal to their default are left out; other params kept. */
export const escribirLista = <T extends EstadoLista>(
  actuales: URLSearchParams,
  estado: T,
  defectos: T,
): URLSearchParams => {
  const params = new URLSearchParams(actuales);
  for (const clave of Object.keys(defectos)) {
    const valor = estado[clave];
    if (valor === undefined || valor === defectos[clave]) params.delete(clave);
    else params.set(clave, String(valor));
  }
  return params;
};

/**
 * Filters, sort and page of a list kept in the query string, so that reload, Back and a shared link
 * show the same list. Every change is a history entry (Back returns to the previous page of the
 * list); pass { replace: true } for keystrokes. Changing a filter should also send pagina: 1.
 */
export const useListaEnUrl = <T extends EstadoLista>(defectos: T, validar?: Validar<T>) => {
  const [params, setParams] = useSearchParams();
  // The defaults are read by value: a new object literal on each render changes nothing.
  const config = useRef({ defectos, validar });
  config.current = { defectos, validar };
  const estado = useMemo(() => leerLista(params, config.current.defectos, config.current.validar), [params]);
  const cambiar = useCallback(
    (cambios: Partial<T>, opciones: { replace?: boolean } = {}) => {
      const { defectos: d, validar: v } = config.current;
      setParams((actuales) => escribirLista(actuales, { ...leerLista(actuales, d, v), ...cambios }, d), {
        replace: opciones.replace,
      });
    },
    [setParams],
  );
  return [estado, cambiar] as const;
};

/** The page fields every paged list shares. */
export const paginaValida = (p: number) => Number.isInteger(p) && p >= 1 && p <= 1_000_000;
