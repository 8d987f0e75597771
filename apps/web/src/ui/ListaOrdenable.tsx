import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, List, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import './ListaOrdenable.css';

export interface ListaOrdenableProps<T> {
  items: readonly T[];
  clave: (item: T) => string | number;
  /** What a row shows after its position. */
  contenido: (item: T) => ReactNode;
  /** The row's name for the buttons' labels ('Subir {nombre}'). */
  nombre: (item: T) => string;
  onChange: (items: T[]) => void;
  /** A grid of tiles (images) instead of rows. */
  rejilla?: boolean;
}

/** The list with one item moved from `desde` to `hasta`. */
export const mover = <T,>(items: readonly T[], desde: number, hasta: number): T[] => {
  const copia = [...items];
  const [item] = copia.splice(desde, 1);
  if (item !== undefined) copia.splice(Math.max(0, Math.min(hasta, copia.length)), 0, item);
  return copia;
};

/**
 * The one reorderable list of the kit: drag a row by its handle (mouse), or move it with its
 * Subir / Bajar buttons (keyboard, touch). Each row shows its position 1..n, the order a save sends.
 */
export const ListaOrdenable = <T,>({
  items,
  clave,
  contenido,
  nombre,
  onChange,
  rejilla = false,
}: ListaOrdenableProps<T>) => {
  const [arrastrado, setArrastrado] = useState<number | null>(null);
  const [sobre, setSobre] = useState<number | null>(null);
  return (
    <List
      className={rejilla ? 'lista-ordenable lista-ordenable-rejilla' : 'lista-ordenable'}
      {...(rejilla ? { grid: { gutter: 12, xs: 2, sm: 3, md: 4, lg: 5, xl: 6 } } : {})}
      dataSource={[...items]}
      rowKey={(item) => clave(item)}
      renderItem={(item, i) => (
        <List.Item
          draggable
          className={[
            arrastrado === i ? 'arrastrado' : '',
            sobre === i && arrastrado !== i ? 'destino' : '',
          ].join(' ')}
          onDragStart={(e) => {
            setArrastrado(i);
            // Some environments (tests, old engines) hand no dataTransfer: the state carries the row.
            if (e.dataTransfer) {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(i));
            }
          }}
          onDragOver={(e) => {
            e.preventDefault();
            setSobre(i);
          }}
          onDragEnd={() => {
            setArrastrado(null);
            setSobre(null);
          }}
          onDrop={(e) => {
            e.preventDefault();
            const desde = arrastrado ?? Number(e.dataTransfer?.getData('text/plain'));
            setArrastrado(null);
            setSobre(null);
            if (Number.isInteger(desde) && desde !== i) onChange(mover(items, desde, i));
          }}
          actions={[
            <Space key="mover" size={4}>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={`Subir ${nombre(item)}`}
                disabled={i === 0}
                onClick={() => onChange(mover(items, i, i - 1))}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={`Bajar ${nombre(item)}`}
                disabled={i === items.length - 1}
                onClick={() => onChange(mover(items, i, i + 1))}
              />
            </Space>,
          ]}
        >
          {rejilla ? (
            <div className="lista-ordenable-celda">
              <div>
                <HolderOutlined className="lista-ordenable-asa" aria-hidden />
                <span className="lista-ordenable-posicion">{i + 1}</span>
              </div>
              {contenido(item)}
            </div>
          ) : (
            <Space>
              <HolderOutlined className="lista-ordenable-asa" aria-hidden />
              <span className="lista-ordenable-posicion">{i + 1}</span>
              {contenido(item)}
            </Space>
          )}
        </List.Item>
      )}
    />
  );
};
