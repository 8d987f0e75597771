import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { format } from '@farmasi/contracts';
import {
  type Direccion,
  descripcionTipo,
  formatearTelefono,
  direccionMessages as m,
  type SucursalDireccion,
  TIPOS_SIN_ELIMINAR,
} from '@farmasi/contracts/administracion/direccion-sucursales';
import { Button, Card, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAccion } from '@/lib/useAccion';
import { paginaValida, useListaEnUrl } from '@/lib/useListaEnUrl';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { ExportarExcelButton } from '@/ui/ExportarExcel';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { useDirecciones, useEliminarDireccion } from './api';
import { DireccionModal } from './DireccionModal';
import { HistorialDireccion } from './historial';
import { textoDireccion } from './texto';

type Modal = { editar?: Direccion; codSucursal?: number } | null;
type Fila = SucursalDireccion & { direcciones: Direccion[] };

/** One line of the export: a branch's address as its row shows it (a branch without any, once). */
interface FilaExcel {
  codSucursal: number;
  sucursal: string;
  tipo: string;
  direccion: string;
  telefono: string;
  horario: string;
}

/** The export carries what the screen shows: the branch and each address's columns (issue 30). */
const columnasExcel: TableColumnsType<FilaExcel> = [
  { title: 'Código', dataIndex: 'codSucursal' },
  { title: 'Sucursal', dataIndex: 'sucursal' },
  { title: 'Tipo', dataIndex: 'tipo' },
  { title: 'Dirección', dataIndex: 'direccion' },
  { title: 'Teléfono', dataIndex: 'telefono' },
  { title: 'Horario', dataIndex: 'horario' },
];

const filasExcelDe = (filas: readonly Fila[]): FilaExcel[] =>
  filas.flatMap((s) =>
    s.direcciones.length === 0
      ? [
          {
            codSucursal: s.codSucursal,
            sucursal: s.sucursal,
            tipo: '',
            direccion: '',
            telefono: '',
            horario: '',
          },
        ]
      : s.direcciones.map((d) => ({
          codSucursal: s.codSucursal,
          sucursal: s.sucursal,
          tipo: descripcionTipo(d.tipo),
          direccion: textoDireccion(d),
          telefono: formatearTelefono(d.telefono),
          horario: `${d.horarioApertura} - ${d.horarioCierre}`,
        })),
  );

/** S42 'Direcciones de Sucursales': branches with their addresses, added, edited and deleted here. */
export const DireccionSucursalesPage = () => {
  // The chosen branch, the sort and the page live in the URL (?sucursal=cod&orden=sucursal&direccion=asc
  // &pagina=n), so a reload shows the same. The list is loaded whole: DataTable sorts it here.
  const [lista, setLista, orden] = useListaEnUrl(
    { sucursal: 0, pagina: 1 },
    { pagina: paginaValida },
    { ordenable: ['codSucursal', 'sucursal', 'n'] },
  );
  const filtro = lista.sucursal > 0 ? lista.sucursal : null;
  const consulta = useDirecciones();
  const eliminar = useEliminarDireccion();
  const [modal, setModal] = useState<Modal>(null);
  const [abiertas, setAbiertas] = useState<number[]>([]);

  const direcciones = consulta.data?.direcciones ?? [];
  const sucursales = consulta.data?.sucursales ?? [];
  const filas = useMemo<Fila[]>(
    () =>
      (consulta.data?.sucursales ?? [])
        .filter((s) => filtro === null || s.codSucursal === filtro)
        .map((s) => ({
          ...s,
          direcciones: (consulta.data?.direcciones ?? []).filter((d) => d.codSucursal === s.codSucursal),
        })),
    [consulta.data, filtro],
  );

  const elegir = async (codSucursal: number | undefined) => {
    setLista({ sucursal: codSucursal ?? 0, pagina: 1 });
    if (!codSucursal) return;
    const s = sucursales.find((x) => x.codSucursal === codSucursal);
    if (!s) return;
    if (direcciones.some((d) => d.codSucursal === codSucursal)) {
      setAbiertas((a) => [...new Set([...a, codSucursal])]);
      return;
    }
    // A branch without any address: offer to register its first one (003 §2.3).
    if (await confirmDialog(format(m.sinDireccion, { sucursal: s.sucursal }))) setModal({ codSucursal });
  };

  // One at a time: a second click while the question or the call is open does nothing.
  const borrado = useAccion();
  const onEliminar = (d: Direccion) =>
    borrado.ejecutar(async () => {
      if (!(await confirmDialog(m.deseaEliminar))) return;
      const a = await eliminar.mutateAsync({ codSucursal: d.codSucursal, tipo: d.tipo });
      successToast(a.message || m.eliminada, 1);
    });

  const direccionColumns: TableColumnsType<Direccion> = [
    { title: 'Tipo', dataIndex: 'tipo', width: 130, render: (t: number) => descripcionTipo(t) },
    { title: 'Dirección', key: 'direccion', render: (_, d) => textoDireccion(d) },
    { title: 'Teléfono', dataIndex: 'telefono', width: 130, render: (t: string) => formatearTelefono(t) },
    {
      title: 'Horario',
      key: 'horario',
      width: 120,
      render: (_, d) => `${d.horarioApertura} - ${d.horarioCierre}`,
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
      width: 130,
      render: (_, d) => (
        <Space>
          <HistorialDireccion d={d} />
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Editar ${descripcionTipo(d.tipo)} de ${d.sucursal}`}
            onClick={() => setModal({ editar: d })}
          />
          {!(TIPOS_SIN_ELIMINAR as readonly number[]).includes(d.tipo) && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Eliminar ${descripcionTipo(d.tipo)} de ${d.sucursal}`}
              onClick={() => void onEliminar(d)}
            />
          )}
        </Space>
      ),
    },
  ];

  const sucursalColumns: TableColumnsType<Fila> = [
    { title: 'Código', dataIndex: 'codSucursal', width: 90, sorter: true },
    { title: 'Sucursal', dataIndex: 'sucursal', sorter: true },
    {
      title: 'Direcciones',
      key: 'n',
      width: 130,
      sorter: (a, b) => a.direcciones.length - b.direcciones.length,
      render: (_, s) => s.direcciones.length,
    },
    {
      title: 'Agregar',
      key: 'agregar',
      width: 90,
      render: (_, s) => (
        <Button
          size="small"
          icon={<PlusOutlined />}
          aria-label={`Agregar dirección a ${s.sucursal}`}
          onClick={() => setModal({ codSucursal: s.codSucursal })}
        />
      ),
    },
  ];

  return (
    <Card
      extra={
        <Space wrap>
          <SelectBuscable
            aria-label="Buscar sucursal"
            allowClear
            placeholder="Buscar sucursal"
            style={{ width: 320 }}
            value={filtro ?? undefined}
            onChange={(v: number | undefined) => void elegir(v)}
            options={sucursales.map((s) => ({
              value: s.codSucursal,
              label: `${s.codSucursal} - ${s.sucursal}`,
            }))}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({})}>
            {m.nueva}
          </Button>
        </Space>
      }
    >
      <DataTable<Fila>
        rowKey="codSucursal"
        columns={sucursalColumns}
        dataSource={filas}
        loading={consulta.isFetching || borrado.ocupado}
        pagination={{ pageSize: 20, current: lista.pagina, onChange: (p) => setLista({ pagina: p }) }}
        orden={orden}
        barra={
          <ExportarExcelButton<FilaExcel>
            config={{ archivo: 'direcciones-sucursales' }}
            columns={columnasExcel}
            filas={filasExcelDe(filas)}
            vacia={filas.length === 0}
            cargando={consulta.isFetching}
          />
        }
        expandable={{
          expandedRowKeys: abiertas,
          onExpandedRowsChange: (keys) => setAbiertas(keys.map(Number)),
          rowExpandable: (s) => s.direcciones.length > 0,
          expandedRowRender: (s) => (
            <DataTable<Direccion>
              rowKey="tipo"
              columns={direccionColumns}
              dataSource={s.direcciones}
              pagination={false}
            />
          ),
        }}
      />
      {modal && (
        <DireccionModal
          sucursales={sucursales}
          direcciones={direcciones}
          editar={modal.editar}
          codSucursal={modal.codSucursal}
          onClose={() => setModal(null)}
        />
      )}
    </Card>
  );
};
