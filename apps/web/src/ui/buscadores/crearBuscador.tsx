import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefSelectProps, Select } from 'antd';
import { type CSSProperties, type KeyboardEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { recortarAlLimite } from '@/lib/limite';
import { coincide, normalizar } from '@/lib/texto';
import { useDebounced } from '@/lib/useDebounced';
import { antesDeLaLista } from '../SelectBuscable';
import { ElegidoBloqueado } from './ElegidoBloqueado';

/** Typing pauses this long before the server is asked. */
export const ESPERA_BUSCADOR_MS = 300;

/** How one finder asks the server and shows what it answers. */
export interface BuscadorConfig<T> {
  /** Names the finder's one query key: ['buscador', nombre, variante, texto]. */
  nombre: string;
  buscar: (texto: string, signal: AbortSignal, variante: string) => Promise<T[]>;
  codigo: (item: T) => number;
  etiqueta: (item: T) => string;
  placeholder: string;
  /** Shown when a search found nothing. */
  sinResultados: string;
  /** Characters needed before the server is asked (0: the whole catalogue on open). */
  minimo?: number;
  /** A second line under each option (e.g. a licensee's branches). */
  detalle?: (item: T) => string;
  /**
   * What a user types to name one item exactly (its code, barcode, user name): typed whole, that item
   * is the one Enter takes, wherever the server lists it. Default: `codigo`. A label that starts with
   * the typed text and ' - ' ('12 - CENTRO' for '12') names its item too.
   */
  claves?: (item: T) => readonly (string | number | null | undefined)[];
  staleTime?: number;
}

export interface BuscadorProps<T> {
  id?: string;
  /** The chosen code (null or undefined: none). */
  value?: number | null;
  /** The chosen item, or its label, when the value comes from elsewhere (a row, the URL). */
  elegido?: T | null;
  etiquetaInicial?: string;
  onChange: (codigo: number | null, item: T | null) => void;
  placeholder?: string;
  ariaLabel?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  selectRef?: Ref<RefSelectProps>;
  /** Fixed options before the found ones (e.g. { value: -1, label: 'Todas' }). */
  opcionesFijas?: { value: number; label: string }[];
  notFoundContent?: ReactNode;
  /**
   * Once an item is chosen the box shows its text and cannot be typed into until it is cleared with
   * its 'Quitar' button (or Delete/Backspace), which hands back null (002 §2 orders' finders).
   */
  bloquearElegido?: boolean;
  /** The most characters the search text takes (002 §5: the brand filter's 50). */
  largoMaximo?: number;
}

export const buscadorKey = (nombre: string, variante: string, texto: string) =>
  ['buscador', nombre, variante, texto] as const;

interface Opcion {
  value: number;
  label: string;
  detalle: string;
}

/**
 * Builds one finder: an antd Select searched on the server as the user types (debounced), one query
 * key per finder, the chosen item keeping its label while another search is shown.
 *
 * Enter (or Tab) after typed text takes the match of that text, never an option of an earlier search:
 * when the text's answer has not come yet (a scanner's burst, a fast typist within the pause), the
 * search is sent at once and the choice waits for it. The item the text names exactly (`claves`) comes
 * first, then the server's order; fixed options ('Todas') only when the typed text is in their label.
 * With no match Enter chooses nothing: the list stays open saying `sinResultados`, the text as typed.
 * Moving through the current answer with the arrows and Enter takes the highlighted option.
 */
export const crearBuscador = <T,>(config: BuscadorConfig<T>) => {
  const minimo = config.minimo ?? 1;
  const staleTime = config.staleTime ?? 60_000;
  const claves = config.claves ?? ((item: T) => [config.codigo(item)]);

  /** The typed text names this item exactly. */
  const exacto = (texto: string, item: T) => {
    const t = normalizar(texto.trim());
    if (!t) return false;
    if (claves(item).some((c) => c != null && normalizar(String(c).trim()) === t)) return true;
    const etiqueta = normalizar(config.etiqueta(item));
    return etiqueta === t || etiqueta.startsWith(`${t} - `);
  };

  /** The found items for a typed text, the ones it names exactly first (the server's order otherwise). */
  const ordenar = (texto: string, items: readonly T[]) => [
    ...items.filter((i) => exacto(texto, i)),
    ...items.filter((i) => !exacto(texto, i)),
  ];

  const aOpcion = (item: T): Opcion => ({
    value: config.codigo(item),
    label: config.etiqueta(item),
    detalle: config.detalle?.(item) ?? '',
  });

  const Buscador = ({
    id,
    value,
    elegido,
    etiquetaInicial,
    onChange,
    placeholder = config.placeholder,
    ariaLabel,
    allowClear,
    disabled,
    style,
    selectRef,
    opcionesFijas = [],
    notFoundContent,
    bloquearElegido = false,
    largoMaximo,
    variante = '',
  }: BuscadorProps<T> & { variante?: string }) => {
    const queryClient = useQueryClient();
    const [texto, setTexto] = useState('');
    const [abierto, setAbierto] = useState(false);
    // A text Enter needs now: searched without waiting for the pause.
    const [ahora, setAhora] = useState<string | null>(null);
    const escrito = texto.trim();
    const pausado = useDebounced(escrito, ESPERA_BUSCADOR_MS);
    const buscado = ahora !== null && ahora === escrito ? ahora : pausado;
    const consulta = (t: string) => ({
      queryKey: buscadorKey(config.nombre, variante, t),
      queryFn: ({ signal }: { signal: AbortSignal }) => config.buscar(t, signal, variante),
      staleTime,
    });
    const busqueda = useQuery({
      ...consulta(buscado),
      enabled: !disabled && buscado.length >= minimo,
      placeholderData: keepPreviousData,
    });
    // Items already seen, so the chosen one keeps its label and is handed back whole.
    const vistos = useRef(new Map<number, T>());
    if (elegido) vistos.current.set(config.codigo(elegido), elegido);
    const lista = buscado.length >= minimo ? (busqueda.data ?? []) : [];
    for (const item of lista) vistos.current.set(config.codigo(item), item);
    // A value from the URL or a row that no search has shown yet: its code is searched once for its label.
    const desconocido =
      value != null &&
      !vistos.current.has(value) &&
      etiquetaInicial === undefined &&
      !opcionesFijas.some((o) => o.value === value);
    const porCodigo = useQuery({
      ...consulta(String(value)),
      enabled: desconocido,
    });
    for (const item of porCodigo.data ?? [])
      if (config.codigo(item) === value) vistos.current.set(value, item);

    /** What the list offers for a text: the fixed options it matches, then the found items. */
    const candidatos = (t: string, items: readonly T[]): Opcion[] => [
      ...opcionesFijas.filter((o) => !t || coincide(t, o.label)).map((o) => ({ ...o, detalle: '' })),
      ...ordenar(t, items).map(aOpcion),
    ];
    const options = candidatos(escrito, lista);
    // The chosen value keeps its option while nothing is typed; typed text lists only its matches.
    if (!escrito && value != null && !options.some((o) => o.value === value)) {
      const visto = vistos.current.get(value);
      options.unshift({
        value,
        label: visto ? config.etiqueta(visto) : (etiquetaInicial ?? String(value)),
        detalle: '',
      });
    }
    const buscando = busqueda.isFetching || escrito !== buscado;

    // The latest text and whether the arrows moved through its answer, for an Enter still waiting.
    const textoActual = useRef(texto);
    textoActual.current = texto;
    const navegado = useRef(false);

    const elegir = (codigo: number | null) => {
      setTexto('');
      setAhora(null);
      setAbierto(false);
      // Enter on the chosen one's own code changes nothing (antd's own choice never repeats a value).
      if (codigo === (value ?? null)) return;
      onChange(codigo, codigo === null ? null : (vistos.current.get(codigo) ?? null));
    };

    /** Takes the match of `t` once its answer is known (at once when it is). */
    const elegirPara = async (t: string, enter: boolean) => {
      setAhora(t);
      let items: readonly T[];
      try {
        items = await queryClient.fetchQuery(consulta(t));
      } catch {
        return; // The query client has told the user; the text stays.
      }
      const despues = textoActual.current.trim();
      if (despues && despues !== t) return; // The user typed on: that Enter's text is gone.
      for (const item of items) vistos.current.set(config.codigo(item), item);
      const primero = candidatos(t, items)[0];
      if (primero) elegir(primero.value);
      else if (enter) setAbierto(true); // 'No hay … que coincidan', the text as typed.
    };

    // Capture phase: before antd's list takes its highlighted option, which may be an earlier search's.
    const alTeclear = (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        navegado.current = true;
        return;
      }
      if (e.key !== 'Enter' && e.key !== 'Tab') return;
      if (e.nativeEvent.isComposing || e.altKey || e.ctrlKey || e.metaKey) return;
      if (!(e.target instanceof HTMLInputElement)) return;
      const t = e.target.value.trim();
      if (t.length < Math.max(minimo, 1)) return; // Nothing typed: the list's own choice.
      const listo = buscado === t && !busqueda.isPlaceholderData && !busqueda.isFetching && !!busqueda.data;
      if (listo && navegado.current) return; // Arrows moved through this answer: the highlighted one.
      e.stopPropagation();
      if (e.key === 'Enter') e.preventDefault();
      void elegirPara(t, e.key === 'Enter');
    };

    if (bloquearElegido && value != null && !opcionesFijas.some((o) => o.value === value)) {
      const visto = vistos.current.get(value);
      return (
        <ElegidoBloqueado
          id={id}
          etiqueta={visto ? config.etiqueta(visto) : (etiquetaInicial ?? String(value))}
          ariaLabel={ariaLabel ?? placeholder}
          disabled={disabled}
          style={style}
          onQuitar={() => {
            elegir(null);
            // The finder comes back in its place, ready to type into.
            requestAnimationFrame(() => id && document.getElementById(id)?.focus());
          }}
        />
      );
    }

    return (
      <Select<number | null>
        ref={selectRef}
        id={id}
        aria-label={ariaLabel ?? (placeholder || undefined)}
        placeholder={placeholder}
        style={{ width: '100%', ...style }}
        allowClear={allowClear}
        disabled={disabled}
        loading={busqueda.isFetching}
        open={abierto}
        onOpenChange={setAbierto}
        {...antesDeLaLista(alTeclear)}
        showSearch={{
          filterOption: false,
          searchValue: texto,
          onSearch: (escritoAhora) => {
            // The kit's cut (TextoInput's): a paste loses its blank ends before any of its text.
            const t = largoMaximo ? recortarAlLimite(texto, escritoAhora, largoMaximo) : escritoAhora;
            navegado.current = false;
            if (t.trim() !== escrito) setAhora(null);
            setTexto(t);
          },
        }}
        notFoundContent={
          notFoundContent ?? (buscado.length >= minimo && !buscando ? config.sinResultados : null)
        }
        value={value ?? null}
        onChange={(codigo) => elegir(codigo ?? null)}
        options={options}
        optionRender={
          config.detalle
            ? (o) => (
                <div>
                  <div>{o.data.label}</div>
                  {o.data.detalle && (
                    <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>{o.data.detalle}</div>
                  )}
                </div>
              )
            : undefined
        }
      />
    );
  };
  // Its search, for those that ask the same catalogue without the box (the command palette), under
  // the same query key (buscadorKey) so both share their answers.
  return Object.assign(Buscador, { nombre: config.nombre, buscar: config.buscar, etiqueta: config.etiqueta });
};
