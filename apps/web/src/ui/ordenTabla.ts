import type { TableColumnsType, TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { compararEs } from '@/lib/texto';
import type { OrdenLista, OrdenTabla } from '@/lib/useListaEnUrl';

type Comparar<T> = (a: T, b: T) => number;
type Columna<T> = TableColumnsType<T>[number];

const valorDe = (fila: object, dataIndex: unknown): unknown => {
  const ruta = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let v: unknown = fila;
  for (const k of ruta) v = v == null ? undefined : (v as Record<string, unknown>)[String(k)];
  return v;
};

/** Two cells in the order a user expects: numbers by value, text in Spanish order, empty last. */
export const compararValores = (a: unknown, b: unknown): number => {
  const vacioA = a == null || a === '';
  const vacioB = b == null || b === '';
  if (vacioA || vacioB) return vacioA === vacioB ? 0 : vacioA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compararEs(String(a), String(b));
};

/** The column's key: its `key`, else its dataIndex as text. */
const claveDe = <T>(c: Columna<T>): string | null => {
  if (c.key != null) return String(c.key);
  const di = 'dataIndex' in c ? c.dataIndex : undefined;
  if (di == null) return null;
  return Array.isArray(di) ? di.join('.') : String(di);
};

const ordenAntd = (d: OrdenLista['direccion']): SortOrder =>
  d === 'asc' ? 'ascend' : d === 'desc' ? 'descend' : null;

/**
 * The columns a screen marked sortable (`sorter: true`, or its own compare function) bound to the
 * sort in the URL: the header shows it, and antd never sorts by itself (the rows come sorted from
 * the server, or from ordenarFilas), so what is shown and what is exported are the same order.
 */
export const columnasConOrden = <T>(columns: TableColumnsType<T> | undefined, orden: OrdenTabla) =>
  columns?.map((c) => {
    if (!c.sorter) return c;
    const clave = claveDe(c);
    if (!clave) return c;
    return {
      ...c,
      key: clave,
      sorter: true,
      sortOrder: orden.campo === clave ? ordenAntd(orden.direccion) : null,
    } as Columna<T>;
  });

/** A list loaded whole, sorted in the browser by the column in the URL (Spanish order for text). */
export const ordenarFilas = <T extends object>(
  filas: readonly T[],
  columns: TableColumnsType<T> | undefined,
  orden: OrdenLista,
): readonly T[] => {
  if (!orden.campo || !orden.direccion) return filas;
  const columna = columns?.find((c) => c.sorter && claveDe(c) === orden.campo);
  if (!columna) return filas;
  const propia = typeof columna.sorter === 'function' ? (columna.sorter as Comparar<T>) : null;
  const di = 'dataIndex' in columna ? columna.dataIndex : orden.campo;
  const comparar: Comparar<T> = propia ?? ((a, b) => compararValores(valorDe(a, di), valorDe(b, di)));
  const signo = orden.direccion === 'desc' ? -1 : 1;
  // Equal rows keep the order they came in (Array.prototype.sort is stable).
  return [...filas].sort((a, b) => signo * comparar(a, b));
};

/** The table's onChange that reports a header click as a new sort in the URL. */
export const onChangeConOrden =
  <T>(orden: OrdenTabla, onChange: TableProps<T>['onChange']): TableProps<T>['onChange'] =>
  (paginacion, filtros, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      orden.onOrden(
        s?.order && s.columnKey != null
          ? { campo: String(s.columnKey), direccion: s.order === 'ascend' ? 'asc' : 'desc' }
          : { campo: null, direccion: null },
      );
    }
    onChange?.(paginacion, filtros, sorter, extra);
  };
