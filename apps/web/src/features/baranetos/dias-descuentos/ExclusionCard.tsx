import { DeleteOutlined } from '@ant-design/icons';
import {
  exclusionMessages,
  diasDescuentosMessages as m,
  type TipoExclusion,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import { Button, Card, type TableColumnsType, Tooltip } from 'antd';
import { useAccion } from '@/lib/useAccion';
import { crearBuscador } from '@/ui/buscadores';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import {
  buscarExcluible,
  type Excluible,
  type Excluido,
  useExcluidos,
  useExcluir,
  useQuitarExclusion,
} from './api';

const titulos: Record<TipoExclusion, { titulo: string; buscar: string }> = {
  D: { titulo: 'Departamentos', buscar: 'Buscar departamento' },
  S: { titulo: 'Secciones', buscar: 'Buscar sección' },
  C: { titulo: 'Categorías', buscar: 'Buscar categoría' },
};

/** The kit's finder over one level (variante: its TipoExclusion); the parent's name tells namesakes apart. */
const BuscadorExcluible = crearBuscador<Excluible>({
  nombre: 'excluible-dias-descuentos',
  buscar: (texto, signal, tipo) => buscarExcluible(tipo as TipoExclusion, texto, signal),
  codigo: (e) => e.id,
  etiqueta: (e) => (e.padre ? `${e.descripcion} (${e.padre})` : e.descripcion),
  placeholder: 'Buscar',
  sinResultados: 'Sin coincidencias',
});

/** One finder and its table of excluded items (003 §2.15): choosing adds, the bin removes. */
export const ExclusionCard = ({ tipo }: { tipo: TipoExclusion }) => {
  const excluidos = useExcluidos(tipo);
  const excluir = useExcluir();
  const quitar = useQuitarExclusion();
  const { titulo, buscar } = titulos[tipo];

  const onElegir = (id: number) => {
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
      <BuscadorExcluible
        variante={tipo}
        ariaLabel={buscar}
        placeholder={buscar}
        style={{ marginBottom: 12 }}
        value={null}
        onChange={(id) => id !== null && onElegir(id)}
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
