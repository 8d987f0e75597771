import { Button, Dropdown, Image, Space } from 'antd';
import type { ReactNode } from 'react';
import type { AccionFila } from './AccionesFila';
import { ListaOrdenable } from './ListaOrdenable';

/**
 * A tile's action, in the words of a row's (AccionFila): the menu entry's text is `etiqueta`, the
 * button's label adds the tile's name ('Eliminar imagen 2'); it acts on the tile's item.
 */
export type AccionImagen<T> = Pick<AccionFila, 'clave' | 'etiqueta' | 'danger'> & {
  icono: ReactNode;
  onClick: (item: T) => void;
};

export interface RejillaImagenesProps<T> {
  items: readonly T[];
  clave: (item: T) => string | number;
  /** The tile's name in labels: 'imagen 2', 'promoción 3'. */
  nombre: (item: T) => string;
  imagen: (item: T) => { src: string; alt: string };
  /** The picture's width / height, e.g. '1' or '5 / 2'. */
  proporcion: string;
  /** What a tile shows under its picture (dates, counts). */
  pie?: (item: T) => ReactNode;
  acciones: readonly AccionImagen<T>[];
  /** Buttons of the tile's own after its actions (its 'Historial': the kit's BotonHistorial soloIcono). */
  extra?: (item: T) => ReactNode;
  onChange: (items: T[]) => void;
}

/**
 * The ordered grid of pictures (article photos, ticket promotions): moved by dragging or with Subir /
 * Bajar, each tile's actions in its right-click menu and, for touch screens and the keyboard, as
 * buttons under the picture.
 */
export const RejillaImagenes = <T,>({
  items,
  clave,
  nombre,
  imagen,
  proporcion,
  pie,
  acciones,
  extra,
  onChange,
}: RejillaImagenesProps<T>) => (
  <ListaOrdenable
    rejilla
    items={items}
    clave={clave}
    nombre={nombre}
    onChange={onChange}
    contenido={(item) => (
      <Dropdown
        trigger={['contextMenu']}
        menu={{
          items: acciones.map((a) => ({
            key: a.clave,
            label: a.etiqueta,
            danger: a.danger ?? false,
            onClick: () => a.onClick(item),
          })),
        }}
      >
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <Image {...imagen(item)} width="100%" style={{ aspectRatio: proporcion, objectFit: 'contain' }} />
          {pie?.(item)}
          <Space size={0}>
            {acciones.map((a) => (
              <Button
                key={a.clave}
                size="small"
                type="text"
                danger={a.danger ?? false}
                icon={a.icono}
                aria-label={`${a.etiqueta} ${nombre(item)}`}
                onClick={() => a.onClick(item)}
              />
            ))}
            {extra?.(item)}
          </Space>
        </Space>
      </Dropdown>
    )}
  />
);
