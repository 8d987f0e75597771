import type { FacturaAPagar } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { Checkbox, type TableColumnsType } from 'antd';
import type { OrdenTabla } from '@/lib/useListaEnUrl';
import { DataTable } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import { Money } from '@/ui/Money';
import { DiasCreditoTag, Estado, EstatusTag } from './estatus';
import { esSeleccionableFactura } from './seleccion';

/** A date header toggles ascending and descending, never back to unsorted (002 §4). */
const ALTERNA = ['ascend', 'descend', 'ascend'] as const;

interface Props {
  filas: readonly FacturaAPagar[];
  marcadas: ReadonlySet<number>;
  todas: boolean;
  cargando: boolean;
  orden: OrdenTabla;
  onMarcar: (f: FacturaAPagar, marcado: boolean) => void;
  onTodas: (marcado: boolean) => void;
}

const folio = (serie: string, n: number) => (serie ? `${serie}-${n}` : String(n));

/** 002 §2 invoices table: the checkbox only on ER rows, a select-all box over the filtered rows. */
export const TablaFacturas = ({ filas, marcadas, todas, cargando, orden, onMarcar, onTodas }: Props) => {
  const columnas: TableColumnsType<FacturaAPagar> = [
    {
      title: 'Fecha de carga',
      dataIndex: 'fechaSubida',
      sorter: (a, b) => a.fechaSubida.localeCompare(b.fechaSubida),
      sortDirections: [...ALTERNA],
      render: (v: string) => <DateText value={v} withTime />,
    },
    { title: 'Estado', dataIndex: 'estado', render: (v: string) => <Estado estado={v} /> },
    { title: 'Folio', dataIndex: 'folioFactura', align: 'right' },
    { title: 'Serie', dataIndex: 'serie' },
    { title: 'Importe', dataIndex: 'importe', align: 'right', render: (v: number) => <Money value={v} /> },
    { title: 'Marca', dataIndex: 'marca' },
    { title: 'Proveedor', dataIndex: 'proveedor' },
    {
      title: 'Fecha de factura',
      dataIndex: 'fechaFactura',
      sorter: (a, b) => a.fechaFactura.localeCompare(b.fechaFactura),
      sortDirections: [...ALTERNA],
      render: (v: string) => <DateText value={v} />,
    },
    {
      title: 'Estatus',
      dataIndex: 'estatus',
      render: (_: string, f) => <EstatusTag estatus={f.estatus} descripcion={f.estatusDescripcion} />,
    },
    {
      title: 'Días de crédito',
      dataIndex: 'diasCredito',
      align: 'center',
      render: (v: number) => <DiasCreditoTag dias={v} />,
    },
    {
      title: (
        <Checkbox
          aria-label="Seleccionar todas las facturas"
          checked={todas}
          onChange={(e) => onTodas(e.target.checked)}
        />
      ),
      // The row's own `check` (002 §3), pinned at the right so that it is in reach at any width.
      dataIndex: 'check',
      fixed: 'right',
      align: 'center',
      width: 56,
      render: (_: unknown, f) =>
        esSeleccionableFactura(f) ? (
          <Checkbox
            aria-label={`Seleccionar factura ${folio(f.serie, f.folioFactura)} de ${f.marca}`}
            checked={marcadas.has(f.idFacturasProveedores)}
            onChange={(e) => onMarcar(f, e.target.checked)}
          />
        ) : null,
    },
  ];
  return (
    <DataTable<FacturaAPagar>
      rowKey="idFacturasProveedores"
      columns={columnas}
      dataSource={[...filas]}
      loading={cargando}
      orden={orden}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No hay facturas por pagar.' }}
    />
  );
};
