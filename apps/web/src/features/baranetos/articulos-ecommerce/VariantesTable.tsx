import { DeleteOutlined } from '@ant-design/icons';
import type { VarianteItem } from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { Button, Space, type TableColumnsType, Tooltip } from 'antd';
import { DataTable } from '@/ui/DataTable';

/** A colour value shown as a swatch and its hex text. */
export const Muestra = ({ valor }: { valor: string }) => (
  <Space>
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 16,
        height: 16,
        borderRadius: 3,
        background: valor,
        border: '1px solid #d9d9d9',
      }}
    />
    {valor}
  </Space>
);

/** The variants captured so far (those not marked for deletion), each with its 'Quitar'. */
export const VariantesTable = ({
  items,
  color,
  onQuitar,
}: {
  items: VarianteItem[];
  color: boolean;
  onQuitar: (item: VarianteItem) => void;
}) => {
  const columns: TableColumnsType<VarianteItem> = [
    { title: 'CodArticulo', dataIndex: 'CodArticulo', width: 110 },
    { title: 'Descripción', dataIndex: 'DescripcionArticulo' },
    { title: 'Descripción Variante', dataIndex: 'DescripcionVariante' },
    {
      title: 'Valor Variante',
      dataIndex: 'ValorVariante',
      render: (v: string) => (color && /^#/.test(v) ? <Muestra valor={v} /> : v),
    },
    {
      title: 'Quitar',
      key: 'quitar',
      width: 70,
      render: (_, item) => (
        <Tooltip title="Quitar">
          <Button
            danger
            aria-label={`Quitar ${item.CodArticulo}`}
            icon={<DeleteOutlined />}
            onClick={() => onQuitar(item)}
          />
        </Tooltip>
      ),
    },
  ];
  return (
    <DataTable<VarianteItem>
      rowKey={(i) => `${i.CodArticulo}-${i.IdCatArticulosVariantesOpcionesValores}`}
      columns={columns}
      dataSource={items}
      pagination={false}
    />
  );
};
