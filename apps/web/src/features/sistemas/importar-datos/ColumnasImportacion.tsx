import type { ColumnaImportacion } from '@farmasi/contracts/sistemas/importar-datos';
import { Tag } from 'antd';
import { DataTable } from '@/ui/DataTable';

/** What the file of a kind must hold: each column of the template, whether required, its format. */
export const ColumnasImportacion = ({ columnas }: { columnas: readonly ColumnaImportacion[] }) => (
  <DataTable<ColumnaImportacion>
    rowKey="nombre"
    size="small"
    dataSource={[...columnas]}
    pagination={false}
    aria-label="Columnas del archivo"
    tarjetas="telefono"
    columns={[
      { title: 'Columna', dataIndex: 'nombre', width: 200 },
      {
        title: 'Requerida',
        dataIndex: 'requerida',
        width: 110,
        render: (r: boolean) => (r ? <Tag color="green">Sí</Tag> : 'No'),
      },
      { title: 'Descripción', dataIndex: 'descripcion' },
      { title: 'Ejemplo', dataIndex: 'ejemplo', width: 200 },
    ]}
  />
);
