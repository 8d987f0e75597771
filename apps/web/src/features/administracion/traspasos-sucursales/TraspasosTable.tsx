import { EyeOutlined, InboxOutlined } from '@ant-design/icons';
import type { Traspaso } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { Button, Space, type TableColumnsType } from 'antd';
import { DataTable, type PaginacionServidor } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import type { ExportarConfig } from '@/ui/ExportarExcel';
import { EstatusTag, esRecibido } from './estatus';
import { HistorialTraspaso } from './historial';
import { textoDias } from './validate';

export interface ListaProps {
  traspasos: Traspaso[];
  loading: boolean;
  paginacion: PaginacionServidor;
  exportar: ExportarConfig;
  marcados: readonly string[];
  onMarcar: (ids: string[], marcado: boolean) => void;
  onDetalle: (t: Traspaso) => void;
  onRecibir: (t: Traspaso) => void;
}

/** Desktop layout: one row per transfer with its checkbox, detail and (pending) receive buttons. */
export const TraspasosTable = ({
  traspasos,
  loading,
  paginacion,
  exportar,
  marcados,
  onMarcar,
  onDetalle,
  onRecibir,
}: ListaProps) => {
  const columns: TableColumnsType<Traspaso> = [
    { title: 'Folio', dataIndex: 'folioTraspaso', width: 100 },
    { title: 'Sucursal origen', dataIndex: 'sucursalOrigen', width: 180 },
    { title: 'Sucursal destino', dataIndex: 'sucursalDestino', width: 180 },
    { title: 'Motivo', dataIndex: 'motivo', width: 200, ellipsis: true },
    { title: 'Envió', dataIndex: 'usuarioEnvio', width: 180, ellipsis: true },
    {
      title: 'Fecha traspaso',
      dataIndex: 'fechaTraspaso',
      width: 170,
      render: (v: string) => <DateText value={v} withTime />,
    },
    { title: 'Recibió', dataIndex: 'usuarioRecibio', width: 180, ellipsis: true },
    {
      title: 'Fecha recibió',
      dataIndex: 'fechaRecibio',
      width: 170,
      render: (v: string) => <DateText value={v} withTime />,
    },
    { title: 'Estatus', key: 'estatus', width: 100, render: (_, t) => <EstatusTag traspaso={t} /> },
    { title: 'Días', dataIndex: 'dias', width: 80, render: (d: number) => textoDias(d) },
    {
      title: 'Acciones',
      key: 'acciones',
      width: 230,
      // The row's actions stay in sight however far the wide table is scrolled.
      fixed: 'right',
      render: (_, t) => (
        <Space>
          <Button
            size="small"
            icon={<EyeOutlined />}
            aria-label={`Detalle del folio ${t.folioTraspaso}`}
            onClick={() => onDetalle(t)}
          >
            Detalle
          </Button>
          {!esRecibido(t) && (
            <Button
              size="small"
              type="primary"
              icon={<InboxOutlined />}
              aria-label={`Recibir folio ${t.folioTraspaso}`}
              onClick={() => onRecibir(t)}
            >
              Recibir
            </Button>
          )}
          <HistorialTraspaso t={t} />
        </Space>
      ),
    },
  ];
  return (
    <DataTable<Traspaso>
      rowKey="sIdTraspasosSucursalesEnc"
      columns={columns}
      dataSource={traspasos}
      loading={loading}
      paginacion={paginacion}
      exportar={exportar}
      scroll={{ x: 1700 }}
      rowSelection={{
        selectedRowKeys: [...marcados],
        preserveSelectedRowKeys: true,
        onSelect: (t, marcado) => onMarcar([t.sIdTraspasosSucursalesEnc], marcado),
        onSelectAll: (marcado, _rows, cambiados) =>
          onMarcar(
            cambiados.map((t) => t.sIdTraspasosSucursalesEnc),
            marcado,
          ),
        getTitleCheckboxProps: () => ({ 'aria-label': 'Marcar la página' }),
        getCheckboxProps: (t) => ({ 'aria-label': `Marcar folio ${t.folioTraspaso}` }),
      }}
    />
  );
};
