import type { TableColumnsType, TableColumnType } from 'antd';
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

const valorDe = <T,>(fila: T, c: TableColumnType<T>): unknown => {
  const indice = c.dataIndex;
  if (indice === undefined) return undefined;
  const ruta = Array.isArray(indice) ? indice : [indice];
  return ruta.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], fila);
};

const celda = <T,>(fila: T, indice: number, c: TableColumnType<T>): ReactNode => {
  const v = valorDe(fila, c);
  if (c.render) {
    const r = c.render(v, fila, indice);
    // A render may answer antd's cell object ({ children, props }).
    return r && typeof r === 'object' && 'children' in r && !('$$typeof' in r)
      ? (r as { children: ReactNode }).children
      : (r as ReactNode);
  }
  return v as ReactNode;
};

/**
 * The table's columns as one column of cards: each row a list of 'title: value' pairs, in the
 * columns' order, drawn by the columns' own renders (inputs stay inputs), so that a row is read and
 * edited without scrolling sideways on a phone (issue 24: S25's editable columns were off-screen).
 */
export const columnasEnTarjetas = <T,>(columns: TableColumnsType<T> | undefined): TableColumnsType<T> => {
  const hojas = (columns ?? []).flatMap((c) => ('children' in c && c.children ? c.children : [c]));
  return [
    {
      key: 'tarjeta',
      render: (_: unknown, fila: T, indice: number) => (
        <dl style={rejilla}>
          {hojas.map((c, i) => {
            const col = c as TableColumnType<T>;
            const clave = String(col.key ?? col.dataIndex ?? i);
            return (
              <div key={clave} style={{ display: 'contents' }}>
                <dt style={etiqueta}>{typeof col.title === 'function' ? null : (col.title as ReactNode)}</dt>
                <dd style={valor}>{celda(fila, indice, col)}</dd>
              </div>
            );
          })}
        </dl>
      ),
    },
  ];
};
