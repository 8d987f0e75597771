import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Grid, Space } from 'antd';
import type { ReactNode } from 'react';
import { useAccion } from '@/lib/useAccion';
import { BotonAccion } from './BotonAccion';

/** One action of a table row: a button on a wide screen, a menu entry on a phone. */
export interface AccionFila {
  clave: string;
  etiqueta: string;
  icono?: ReactNode;
  /** The action (confirmation and call, awaited): busy until it ends, so a double click sends one request. */
  onClick: () => unknown;
  danger?: boolean;
  disabled?: boolean;
  /** The button's accessible name when the label alone does not say which row (e.g. 'Agregar sucursales a Ruta 1'). */
  ariaLabel?: string;
}

/** True under antd's md breakpoint (768 px): a phone. */
export const useTelefono = () => Grid.useBreakpoint().md === false;

/** The width of a row-actions column: its buttons on a wide screen, the one menu button on a phone. */
export const anchoAcciones = (telefono: boolean, ancho: number) => (telefono ? 64 : ancho);

/**
 * A row's actions. On a wide screen, one labelled button each; on a phone, a single '⋯' button
 * (named `titulo`) opening a menu with the same labelled entries, so a pinned actions column stays
 * narrow and leaves the row readable. `menu` asks for that menu at every width: a table wider than a
 * laptop's screen whose pinned buttons would hide most of its columns (S48's one column per system).
 */
export const AccionesFila = ({
  acciones,
  titulo,
  menu = false,
}: {
  acciones: readonly AccionFila[];
  titulo: string;
  menu?: boolean;
}) => {
  const telefono = useTelefono();
  const { ocupado, ejecutar } = useAccion();
  if (telefono || menu)
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items: acciones.map((a) => ({
            key: a.clave,
            label: a.etiqueta,
            icon: a.icono,
            danger: a.danger,
            disabled: a.disabled,
            onClick: () => void ejecutar(a.onClick),
          })),
        }}
      >
        <Button size="small" icon={<MoreOutlined />} aria-label={titulo} loading={ocupado} />
      </Dropdown>
    );
  return (
    <Space>
      {acciones.map((a) => (
        <BotonAccion
          key={a.clave}
          size="small"
          danger={a.danger}
          icon={a.icono}
          disabled={a.disabled}
          aria-label={a.ariaLabel ?? a.etiqueta}
          onClick={a.onClick}
        >
          {a.etiqueta}
        </BotonAccion>
      ))}
    </Space>
  );
};
