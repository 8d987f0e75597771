import type { TableColumnsType } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** Below which width a list shows each row as a card: a phone (768 px) or also a tablet (992 px, 002 §1). */
export type VistaTarjetas = 'telefono' | 'tableta';

const rejilla: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, 38%) minmax(0, 1fr)',
  gap: '6px 12px',
  alignItems: 'center',
  margin: 0,
};
const etiqueta: CSSProperties = { fontWeight: 600, margin: 0, overflowWrap: 'anywhere' };
const valor: CSSProperties = { margin: 0, minWidth: 0, overflowWrap: 'anywhere' };

/**
 * What a card reads of a column. antd's own column types, generic over the row, made the type
 * checker run out of memory here (their unions nest through `children`).
 */
interface Columna {
  title?: unknown;
  key?: string | number;
  dataIndex?: string | number | readonly (string | number)[];
  render?: (valor: unknown, fila: unknown, indice: number) => unknown;
  children?: Columna[];
}

const valorDe = (fila: unknown, c: Columna): unknown => {
  if (c.dataIndex === undefined) return undefined;
  const ruta = Array.isArray(c.dataIndex) ? c.dataIndex : [c.dataIndex];
  return ruta.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], fila);
};

const celda = (fila: unknown, indice: number, c: Columna): ReactNode => {
  const v = valorDe(fila, c);
  if (!c.render) return v as ReactNode;
  const r = c.render(v, fila, indice);
  // A render may answer antd's cell object ({ children, props }).
  return r && typeof r === 'object' && 'children' in r && !('$$typeof' in r)
    ? (r as { children: ReactNode }).children
    : (r as ReactNode);
};

/**
 * The table's columns as one column of cards: each row a list of 'title: value' pairs, in the
 * columns' order, drawn by the columns' own renders (inputs stay inputs), so that a row is read and
 * edited without scrolling sideways on a phone (issue 24: S25's editable columns were off-screen).
 */
export const columnasEnTarjetas = <T,>(columns: TableColumnsType<T> | undefined): TableColumnsType<T> => {
  const hojas = ((columns ?? []) as unknown as Columna[]).flatMap((c) => c.children ?? [c]);
  return [
    {
      key: 'tarjeta',
      render: (_: unknown, fila: T, indice: number) => (
        <dl style={rejilla}>
          {hojas.map((c, i) => (
            <div key={String(c.key ?? c.dataIndex ?? i)} style={{ display: 'contents' }}>
              <dt style={etiqueta}>{typeof c.title === 'function' ? null : (c.title as ReactNode)}</dt>
              <dd style={valor}>{celda(fila, indice, c)}</dd>
            </div>
          ))}
        </dl>
      ),
    },
  ];
};
