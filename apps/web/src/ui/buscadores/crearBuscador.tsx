import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RefSelectProps, Select } from 'antd';
import { type CSSProperties, type ReactNode, type Ref, useRef, useState } from 'react';
import { useDebounced } from '@/lib/useDebounced';

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
}

export const buscadorKey = (nombre: string, variante: string, texto: string) =>
  ['buscador', nombre, variante, texto] as const;

/**
 * Builds one finder: an antd Select searched on the server as the user types (debounced), one query
 * key per finder, the chosen item keeping its label while another search is shown.
 */
export const crearBuscador = <T,>(config: BuscadorConfig<T>) => {
  const minimo = config.minimo ?? 1;
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
    variante = '',
  }: BuscadorProps<T> & { variante?: string }) => {
    const [texto, setTexto] = useState('');
    const buscado = useDebounced(texto.trim(), ESPERA_BUSCADOR_MS);
    const busqueda = useQuery({
      queryKey: buscadorKey(config.nombre, variante, buscado),
      queryFn: ({ signal }) => config.buscar(buscado, signal, variante),
      enabled: buscado.length >= minimo,
      staleTime: config.staleTime ?? 60_000,
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
      queryKey: buscadorKey(config.nombre, variante, String(value)),
      queryFn: ({ signal }) => config.buscar(String(value), signal, variante),
      enabled: desconocido,
      staleTime: config.staleTime ?? 60_000,
    });
    for (const item of porCodigo.data ?? [])
      if (config.codigo(item) === value) vistos.current.set(value, item);

    const options = [
      ...opcionesFijas.map((o) => ({ ...o, detalle: '' })),
      ...lista.map((item) => ({
        value: config.codigo(item),
        label: config.etiqueta(item),
        detalle: config.detalle?.(item) ?? '',
      })),
    ];
    if (value != null && !options.some((o) => o.value === value)) {
      const visto = vistos.current.get(value);
      options.unshift({
        value,
        label: visto ? config.etiqueta(visto) : (etiquetaInicial ?? String(value)),
        detalle: '',
      });
    }
    const buscando = busqueda.isFetching || texto.trim() !== buscado;
    return (
      <Select<number | null>
        ref={selectRef}
        id={id}
        aria-label={ariaLabel ?? placeholder}
        placeholder={placeholder}
        style={{ width: '100%', ...style }}
        allowClear={allowClear}
        disabled={disabled}
        loading={busqueda.isFetching}
        showSearch={{ filterOption: false, searchValue: texto, onSearch: setTexto }}
        notFoundContent={
          notFoundContent ?? (buscado.length >= minimo && !buscando ? config.sinResultados : null)
        }
        value={value ?? null}
        onChange={(codigo) => {
          setTexto('');
          const c = codigo ?? null;
          onChange(c, c === null ? null : (vistos.current.get(c) ?? null));
        }}
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
  return Buscador;
};
