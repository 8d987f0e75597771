import type { NotaCredito } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { Checkbox, type TableColumnsType } from 'antd';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { Money } from '@/ui/Money';
import { Estado, EstatusTag } from './estatus';
import { esSeleccionableNota } from './seleccion';

const ALTERNA = ['ascend', 'descend', 'ascend'] as const;

interface Props {
  filas: readonly NotaCredito[];
  marcadas: ReadonlySet<number>;
  todas: boolean;
  cargando: boolean;
  onMarcar: (n: NotaCredito, marcado: boolean) => void;
  onTodas: (marcado: boolean) => void;
}

/** 002 §2 credit-notes table: the checkbox only on N rows, and a select-all box. */
export const TablaNotas = ({ filas, marcadas, todas, cargando, onMarcar, onTodas }: Props) => {
  const columnas: TableColumnsType<NotaCredito> = [
    {
      title: 'Fecha de carga',
      dataIndex: 'fechaCarga',
      defaultSortOrder: 'ascend',
      sorter: (a, b) => a.fechaCarga.localeCompare(b.fechaCarga),
      sortDirections: [...ALTERNA],
      render: (v: string) => <DateText value={v} withTime />,
    },
    { title: 'Estado', dataIndex: 'estado', render: (v: string) => <Estado estado={v} /> },
    { title: 'Folio', dataIndex: 'folio', align: 'right' },
    { title: 'Serie', dataIndex: 'serie' },
    { title: 'Importe', dataIndex: 'importe', align: 'right', render: (v: number) => <Money value={v} /> },
    { title: 'Marca', dataIndex: 'marca' },
    { title: 'Proveedor', dataIndex: 'proveedor' },
    {
      title: 'Fecha de nota',
      dataIndex: 'fechaNota',
      sorter: (a, b) => a.fechaNota.localeCompare(b.fechaNota),
      sortDirections: [...ALTERNA],
      render: (v: string) => <DateText value={v} />,
    },
    {
      title: 'Estatus',
      dataIndex: 'estatus',
      render: (_: string, n) => <EstatusTag estatus={n.estatus} descripcion={n.estatusDescripcion} />,
    },
    {
      title: (
        <Checkbox
          aria-label="Seleccionar todas las notas"
          checked={todas}
          onChange={(e) => onTodas(e.target.checked)}
        />
      ),
      // The row's own `check` (002 §3), pinned at the right so that it is in reach at any width.
      dataIndex: 'check',
      fixed: 'right',
      align: 'center',
      width: 56,
      render: (_: unknown, n) =>
        esSeleccionableNota(n) ? (
          <Checkbox
            aria-label={`Seleccionar nota ${n.serie ? `${n.serie}-${n.folio}` : n.folio} de ${n.marca}`}
            checked={marcadas.has(n.idFacturasProveedoresNotaCredito)}
            onChange={(e) => onMarcar(n, e.target.checked)}
          />
        ) : null,
    },
  ];
  return (
    <DataTable<NotaCredito>
      rowKey="idFacturasProveedoresNotaCredito"
      columns={columnas}
      dataSource={[...filas]}
      loading={cargando}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No hay notas de crédito por aplicar.' }}
    />
  );
};
