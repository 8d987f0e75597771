import { type ChangeEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

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

/** A list's sort: a column's key and its direction, or none (the list's own order). */
export type Direccion = 'asc' | 'desc';
export interface OrdenLista {
  campo: string | null;
  direccion: Direccion | null;
}
/** The sort bound to the URL, as DataTable's `orden` takes it. */
export interface OrdenTabla extends OrdenLista {
  onOrden: (orden: OrdenLista) => void;
}
export const SIN_ORDEN: OrdenLista = { campo: null, direccion: null };

export interface OpcionesLista {
  /** The columns (keys) the user may sort by; the URL's `orden` is ignored unless it is one. */
  ordenable?: readonly string[];
  /** The order when the URL has none (what the server or the list does by default). */
  ordenInicial?: OrdenLista;
}

/** The sort in the URL (`orden` + `direccion`), only a sortable column with asc or desc. */
export const leerOrden = (params: URLSearchParams, opciones: OpcionesLista = {}): OrdenLista => {
  const campo = params.get('orden');
  const direccion = params.get('direccion');
  if (campo && opciones.ordenable?.includes(campo) && (direccion === 'asc' || direccion === 'desc'))
    return { campo, direccion };
  return opciones.ordenInicial ?? SIN_ORDEN;
};

/** Writes a sort: none or the initial one leaves both params out. */
export const escribirOrden = (
  actuales: URLSearchParams,
  orden: OrdenLista,
  inicial: OrdenLista = SIN_ORDEN,
): URLSearchParams => {
  const params = new URLSearchParams(actuales);
  const esInicial = orden.campo === inicial.campo && orden.direccion === inicial.direccion;
  if (!orden.campo || !orden.direccion || esInicial) {
    params.delete('orden');
    params.delete('direccion');
  } else {
    params.set('orden', orden.campo);
    params.set('direccion', orden.direccion);
  }
  return params;
};

/**
 * Filters, sort and page of a list kept in the query string, so that reload, Back and a shared link
 * show the same list. Every change is a history entry (Back returns to the previous page of the
 * list); pass { replace: true } for keystrokes. Changing a filter should also send pagina: 1.
 * The third element is the sort (`opciones.ordenable` lists the sortable columns): give it to
 * DataTable's `orden`; a new sort goes back to page 1 when the state has a `pagina`.
 */
export const useListaEnUrl = <T extends EstadoLista>(
  defectos: T,
  validar?: Validar<T>,
  opciones: OpcionesLista = {},
) => {
  const [params, setParams] = useSearchParams();
  // The defaults are read by value: a new object literal on each render changes nothing.
  const config = useRef({ defectos, validar, opciones });
  config.current = { defectos, validar, opciones };
  const estado = useMemo(() => leerLista(params, config.current.defectos, config.current.validar), [params]);
  // Changes made in one event (a table's sort also asks for page 1) are applied on top of each
  // other and written once: one history entry, nothing lost to a second write from stale params.
  const leidos = useRef(params);
  leidos.current = params;
  const pendiente = useRef<{ params: URLSearchParams; replace: boolean } | null>(null);
  const escribir = useCallback(
    (cambio: (actuales: URLSearchParams) => URLSearchParams, replace = false) => {
      if (pendiente.current) {
        pendiente.current = {
          params: cambio(pendiente.current.params),
          replace: pendiente.current.replace && replace,
        };
        return;
      }
      pendiente.current = { params: cambio(new URLSearchParams(leidos.current)), replace };
      queueMicrotask(() => {
        const escrito = pendiente.current;
        pendiente.current = null;
        if (escrito) setParams(escrito.params, { replace: escrito.replace });
      });
    },
    [setParams],
  );
  const cambiar = useCallback(
    (cambios: Partial<T>, opc: { replace?: boolean } = {}) => {
      const { defectos: d, validar: v } = config.current;
      escribir(
        (actuales) => escribirLista(actuales, { ...leerLista(actuales, d, v), ...cambios }, d),
        opc.replace,
      );
    },
    [escribir],
  );
  const { campo, direccion } = leerOrden(params, opciones);
  const onOrden = useCallback(
    (nuevo: OrdenLista) => {
      const { defectos: d, opciones: o } = config.current;
      escribir((actuales) => {
        const conOrden = escribirOrden(actuales, nuevo, o.ordenInicial);
        if ('pagina' in d) conOrden.delete('pagina');
        return conOrden;
      });
    },
    [escribir],
  );
  const orden: OrdenTabla = useMemo(() => ({ campo, direccion, onOrden }), [campo, direccion, onOrden]);
  return [estado, cambiar, orden] as const;
};

/** The page fields every paged list shares. */
export const paginaValida = (p: number) => Number.isInteger(p) && p >= 1 && p <= 1_000_000;

/**
 * The text of a search box whose search lives in the URL (`valor`): what the user types, until the
 * URL's search is shown again. It is shown again on Back and Forward (any entry of the history,
 * even one with the same search: the box then says what the list shows), on reload (the box starts
 * from the URL) and when the URL's search changes by other means; `esPropio(valor)` tells a change
 * the box itself wrote (a search written as typing pauses), which keeps what was typed since.
 * Other changes of the URL (a page, a sort) keep the text being typed.
 */
export const useTextoDeUrl = (valor: string, esPropio: (valor: string) => boolean = () => false) => {
  const { key } = useLocation();
  const tipo = useNavigationType();
  const [caja, setCaja] = useState({ texto: valor, valor, key });
  let actual = caja;
  if (caja.key !== key || caja.valor !== valor) {
    const volver = tipo === 'POP' && caja.key !== key;
    const deFuera = caja.valor !== valor && !esPropio(valor);
    actual = { texto: volver || deFuera ? valor : caja.texto, valor, key };
    // Set while rendering: the box never shows the old text beside the new list, not even once.
    setCaja(actual);
  }
  const setTexto = useCallback((texto: string) => setCaja((c) => ({ ...c, texto })), []);
  return [actual.texto, setTexto] as const;
};

/**
 * The props of a list's search box (`Input.Search`, `TextoBusqueda`) whose search is sent with
 * Enter or the button and kept in the URL: `<TextoBusqueda {...useCajaBusqueda(buscar, (t) =>
 * setLista({ buscar: t.trim(), pagina: 1 }))} />`. The box is controlled: after Back, Forward or
 * reload it shows the search the list shows (a `defaultValue` would keep the later text).
 */
export const useCajaBusqueda = (valor: string, buscar: (texto: string) => void) => {
  const [texto, setTexto] = useTextoDeUrl(valor);
  return {
    value: texto,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setTexto(e.target.value),
    onSearch: (texto: string) => buscar(texto),
  };
};
