import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Grupo } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { Button, Space, type TableColumnsType } from 'antd';
import type { MouseEvent } from 'react';
import { DataTable } from '@/ui/DataTable';
import { HistorialGrupo } from './historial';

interface Props {
  grupos: Grupo[] | undefined;
  loading: boolean;
  selectedId: number | null;
  onSelect: (grupo: Grupo) => void;
  onEdit: (grupo: Grupo) => void;
  onDelete: (grupo: Grupo) => void;
}

/** The groups, one selectable row each, with edit and delete buttons. */
export const GruposTable = ({ grupos, loading, selectedId, onSelect, onEdit, onDelete }: Props) => {
  // A button's click must not also select the row under it.
  const only = (action: (g: Grupo) => void, g: Grupo) => (e: MouseEvent) => {
    e.stopPropagation();
    action(g);
  };

  const columns: TableColumnsType<Grupo> = [
    { title: 'Grupo', dataIndex: 'grupo' },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
      width: 150,
      render: (_, g) => (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Editar ${g.grupo}`}
            onClick={only(onEdit, g)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Eliminar ${g.grupo}`}
            onClick={only(onDelete, g)}
          />
          <HistorialGrupo g={g} />
        </Space>
      ),
    },
  ];

  return (
    <DataTable<Grupo>
      rowKey="idCatGrupoSucursalesEnc"
      columns={columns}
      dataSource={grupos}
      loading={loading}
      exportar={{ archivo: 'grupos-sucursales' }}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: selectedId === null ? [] : [selectedId],
        onSelect: (g) => onSelect(g),
      }}
      onRow={(g) => ({ onClick: () => onSelect(g), style: { cursor: 'pointer' } })}
    />
  );
};
