import { DeleteOutlined } from '@ant-design/icons';
import {
  exclusionMessages,
  diasDescuentosMessages as m,
  type TipoExclusion,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import { Button, Card, Select, type TableColumnsType, Tooltip } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useAccion } from '@/lib/useAccion';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { type Excluido, useBuscarExcluible, useExcluidos, useExcluir, useQuitarExclusion } from './api';

const titulos: Record<TipoExclusion, { titulo: string; buscar: string }> = {
  D: { titulo: 'Departamentos', buscar: 'Buscar departamento' },
  S: { titulo: 'Secciones', buscar: 'Buscar sección' },
  C: { titulo: 'Categorías', buscar: 'Buscar categoría' },
};

/** One finder and its table of excluded items (003 §2.15): choosing adds, the bin removes. */
export const ExclusionCard = ({ tipo }: { tipo: TipoExclusion }) => {
  const [texto, setTexto] = useState('');
  const buscado = useDeferredValue(texto.trim());
  const opciones = useBuscarExcluible(tipo, buscado);
  const excluidos = useExcluidos(tipo);
  const excluir = useExcluir();
  const quitar = useQuitarExclusion();
  const { titulo, buscar } = titulos[tipo];

  const onElegir = (id: number) => {
    setTexto('');
    excluir.mutate({ tipo, id }, { onSuccess: (answer) => successToast(answer.message) });
  };

  // One at a time: a second click while the question or the call is open does nothing.
  const quitado = useAccion();
  const onQuitar = (item: Excluido) =>
    quitado.ejecutar(async () => {
      if (!(await confirmDialog(m.deseaQuitar))) return;
      const answer = await quitar.mutateAsync({ tipo, id: item.id });
      successToast(answer.message);
    });

  const columns: TableColumnsType<Excluido> = [
    { title: 'Código', dataIndex: 'id', width: 90 },
    { title: exclusionMessages[tipo].nombre, dataIndex: 'descripcion' },
    {
      title: 'Quitar',
      key: 'quitar',
      width: 80,
      render: (_, item) => (
        <Tooltip title="Quitar exclusión">
          <Button
            danger
            aria-label={`Quitar ${item.descripcion}`}
            icon={<DeleteOutlined />}
            onClick={() => void onQuitar(item)}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Card title={titulo} size="small">
      <Select
        aria-label={buscar}
        placeholder={buscar}
        style={{ width: '100%', marginBottom: 12 }}
        showSearch={{ filterOption: false, searchValue: texto, onSearch: setTexto }}
        value={null}
        loading={opciones.isFetching || excluir.isPending}
        notFoundContent={buscado ? undefined : null}
        onChange={onElegir}
        options={(opciones.data ?? []).map((o) => ({
          value: o.id,
          label: o.padre ? `${o.descripcion} (${o.padre})` : o.descripcion,
        }))}
      />
      <DataTable<Excluido>
        rowKey="id"
        columns={columns}
        dataSource={excluidos.data}
        loading={excluidos.isFetching || quitado.ocupado}
        pagination={{ pageSize: 10 }}
        exportar={{ archivo: 'excluidos-dias-descuentos' }}
      />
    </Card>
  );
};
