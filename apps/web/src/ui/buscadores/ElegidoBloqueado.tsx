import { CloseOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { CSSProperties, KeyboardEvent } from 'react';

/**
 * A finder's chosen item shown as locked text (crearBuscador's `bloquearElegido`): read-only, with a
 * 'Quitar' button; Delete or Backspace in the text clears it too.
 */
export const ElegidoBloqueado = ({
  id,
  etiqueta,
  ariaLabel,
  disabled,
  style,
  onQuitar,
}: {
  id?: string;
  etiqueta: string;
  ariaLabel?: string;
  disabled?: boolean;
  style?: CSSProperties;
  onQuitar: () => void;
}) => {
  const alTeclear = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Delete' && e.key !== 'Backspace') return;
    e.preventDefault();
    onQuitar();
  };
  return (
    <Space.Compact style={{ width: '100%', ...style }}>
      <Input
        id={id}
        readOnly
        value={etiqueta}
        title={etiqueta}
        aria-label={ariaLabel}
        aria-readonly
        disabled={disabled}
        onKeyDown={alTeclear}
      />
      <Button
        icon={<CloseOutlined aria-hidden />}
        aria-label={ariaLabel ? `Quitar ${ariaLabel}` : 'Quitar'}
        title="Quitar"
        disabled={disabled}
        onClick={onQuitar}
      />
    </Space.Compact>
  );
};
