import { Tag } from 'antd';

/**
 * A status as a coloured tag: waiting (Recibido) blue, in the warehouse (En surtido, Surtido) gold,
 * on its way (Enviado) cyan, done (Entregado) green, Cancelado red; a status added later is grey.
 */
const COLORES: Record<number, string> = {
  1: 'blue',
  2: 'gold',
  3: 'gold',
  4: 'cyan',
  5: 'green',
  6: 'red',
};

export const EstatusTag = ({ estatus, descripcion }: { estatus: number; descripcion: string }) => (
  <Tag color={COLORES[estatus] ?? 'default'} style={{ marginInlineEnd: 0 }}>
    {descripcion}
  </Tag>
);
