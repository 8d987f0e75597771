import { Tag } from 'antd';

/**
 * A document's status as a coloured badge: the server's label (`descripcion`; the code when it has
 * none) in the colour the screen's spec gives its code (`colores`: antd Tag colours, e.g. the
 * invoices' { S: 'default', ER: 'gold', PP: 'green', P: 'blue' }); an unknown code is grey.
 */
export const EstatusTag = ({
  estatus,
  descripcion,
  colores,
}: {
  estatus: string;
  descripcion?: string;
  colores: Readonly<Record<string, string>>;
}) => (
  <Tag color={colores[estatus] ?? 'default'} data-estatus={estatus} style={{ marginInlineEnd: 0 }}>
    {descripcion || estatus}
  </Tag>
);
