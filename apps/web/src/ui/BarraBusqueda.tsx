import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { ReactNode } from 'react';

/** A list's bar: the search box (its label is its placeholder) and, when given, 'Agregar' and more. */
export const BarraBusqueda = ({
  etiqueta,
  texto,
  onTexto,
  onAgregar,
  children,
}: {
  etiqueta: string;
  texto: string;
  onTexto: (texto: string) => void;
  onAgregar?: () => void;
  children?: ReactNode;
}) => (
  <Space wrap style={{ marginBottom: 12 }}>
    <Input.Search
      aria-label={etiqueta}
      placeholder={etiqueta}
      allowClear
      style={{ width: 320, maxWidth: '100%' }}
      value={texto}
      onChange={(e) => onTexto(e.target.value)}
    />
    {onAgregar && (
      <Button type="primary" icon={<PlusOutlined />} onClick={onAgregar}>
        Agregar
      </Button>
    )}
    {children}
  </Space>
);
