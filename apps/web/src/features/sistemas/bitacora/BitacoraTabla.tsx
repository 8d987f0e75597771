import { DiffOutlined } from '@ant-design/icons';
import {
  bitacoraMessages as bm,
  cambiosDe,
  type EntradaBitacora,
  nombreAccion,
} from '@farmasi/contracts/sistemas/bitacora';
import { Button, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { DataTable, type PaginacionServidor } from '@/ui/DataTable';
import { DateText } from '@/ui/DateText';
import type { ExportarConfig } from '@/ui/ExportarExcel';

const colorAccion = { alta: 'green', cambio: 'blue', baja: 'red' } as const;

const columnas = (onCambios: (e: EntradaBitacora) => void): TableColumnsType<EntradaBitacora> => [
  { title: 'Fecha', dataIndex: 'fecha', width: 165, render: (v: string) => <DateText value={v} withTime /> },
  {
    title: 'Usuario',
    dataIndex: 'usuario',
    width: 200,
    ellipsis: true,
    render: (v: string) => v || bm.sinUsuario,
  },
  {
    title: 'Pantalla',
    dataIndex: 'nombrePantalla',
    width: 170,
    ellipsis: true,
    render: (v: string) => v || bm.sinPantalla,
  },
  { title: 'Tabla', dataIndex: 'tabla', width: 170, ellipsis: true },
  { title: 'Clave', dataIndex: 'clave', width: 100, ellipsis: true },
  {
    title: 'Acción',
    dataIndex: 'accion',
    width: 90,
    render: (a: EntradaBitacora['accion']) => <Tag color={colorAccion[a]}>{nombreAccion[a]}</Tag>,
  },
  {
    title: 'Cambios',
    key: 'cambios',
    width: 120,
    render: (_: unknown, e: EntradaBitacora) => {
      const n = cambiosDe(e.antes, e.despues).length;
      return (
        <Button
          type="link"
          size="small"
          icon={<DiffOutlined />}
          aria-label={`Ver cambios de ${e.tabla} ${e.clave}`}
          onClick={() => onCambios(e)}
        >
          {n === 1 ? '1 campo' : `${n} campos`}
        </Button>
      );
    },
  },
];

interface Props {
  entradas: readonly EntradaBitacora[];
  loading: boolean;
  paginacion: PaginacionServidor;
  exportar: ExportarConfig;
  barra: ReactNode;
  onCambios: (e: EntradaBitacora) => void;
}

/** The log's page, newest first, 20 a page from the server; below 768 px each entry is a card. */
export const BitacoraTabla = ({ entradas, loading, paginacion, exportar, barra, onCambios }: Props) => (
  <DataTable<EntradaBitacora>
    rowKey="id"
    aria-label="Bitácora"
    columns={columnas(onCambios)}
    dataSource={[...entradas]}
    loading={loading}
    paginacion={paginacion}
    exportar={exportar}
    barra={barra}
    locale={{ emptyText: bm.sinDatos }}
    scroll={{ x: 1015 }}
    tarjetas="telefono"
  />
);
