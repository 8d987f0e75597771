import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, type TableColumnsType, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useAccion } from '@/lib/useAccion';
import { paginaValida, useCajaBusqueda, useListaEnUrl } from '@/lib/useListaEnUrl';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useConsulta, useEliminarNivel } from './api';
import { CatalogoModal } from './CatalogoModal';
import { HistorialItem } from './historial';
import { type Item, type Nivel, niveles } from './niveles';

/** One of the three catalogue screens of the wholesale line (S52–S54). */
const CatalogoPage = ({ nivel }: { nivel: Nivel }) => {
  const [{ texto, pagina }, setLista] = useListaEnUrl({ texto: '', pagina: 1 }, { pagina: paginaValida });
  // The box shows the search the list shows, after Back, Forward and reload too.
  const caja = useCajaBusqueda(texto, (value) => setLista({ texto: value.trim(), pagina: 1 }));
  const [editando, setEditando] = useState<Item | 'nuevo' | null>(null);
  const consulta = useConsulta(nivel.nombre, texto);
  const eliminar = useEliminarNivel(nivel.nombre);
  // The parents' names the list shows: the history reads a parent's code with its name.
  const padres = useMemo(
    () => new Map((consulta.data ?? []).map((i) => [i.idPadre, i.padre] as const)),
    [consulta.data],
  );

  // One at a time: a second click while the question or the call is open does nothing.
  const borrado = useAccion();
  const onDelete = (item: Item) =>
    borrado.ejecutar(async () => {
      if (!(await confirmDialog(nivel.m.deseaEliminar))) return;
      const answer = await eliminar.mutateAsync(item.codigo);
      successToast(answer.message || nivel.m.eliminado);
    });

  const columns: TableColumnsType<Item> = [
    { title: 'Código', dataIndex: 'codigo', width: 100 },
    { title: 'Descripción', dataIndex: 'descripcion' },
    ...(nivel.padre ? [{ title: nivel.padre.titulo, dataIndex: 'padre' }] : []),
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
      width: 150,
      render: (_, item) => (
        <Space>
          <Tooltip title="Editar">
            <Button
              aria-label={`Editar ${item.descripcion}`}
              icon={<EditOutlined />}
              onClick={() => setEditando(item)}
            />
          </Tooltip>
          <Tooltip title="Eliminar">
            <Button
              danger
              aria-label={`Eliminar ${item.descripcion}`}
              icon={<DeleteOutlined />}
              onClick={() => void onDelete(item)}
            />
          </Tooltip>
          <HistorialItem nivel={nivel} item={item} padres={padres} />
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Input.Search
          aria-label={nivel.placeholder}
          placeholder={nivel.placeholder}
          allowClear
          enterButton="Buscar"
          style={{ width: 420, maxWidth: '100%' }}
          {...caja}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando('nuevo')}>
          Agregar
        </Button>
      </Space>
      <DataTable<Item>
        rowKey="codigo"
        columns={columns}
        dataSource={consulta.data}
        loading={consulta.isFetching || borrado.ocupado}
        pagination={{ pageSize: nivel.pageSize, current: pagina, onChange: (p) => setLista({ pagina: p }) }}
        exportar={{ archivo: nivel.nombre }}
      />
      {editando && (
        <CatalogoModal
          nivel={nivel}
          item={editando === 'nuevo' ? null : editando}
          onClose={() => setEditando(null)}
        />
      )}
    </Card>
  );
};

export const DepartamentosPage = () => <CatalogoPage nivel={niveles.departamentos} />;
export const SeccionesPage = () => <CatalogoPage nivel={niveles.secciones} />;
export const CategoriasPage = () => <CatalogoPage nivel={niveles.categorias} />;
