import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { format } from '@farmasi/contracts';
import { asignacionMessages as m } from '@farmasi/contracts/administracion/asignacion-grupos';
import { Card, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { compararEs } from '@/lib/texto';
import { AccionesFila, anchoAcciones, useTelefono } from '@/ui/AccionesFila';
import { BotonAccion } from '@/ui/BotonAccion';
import { DataTable } from '@/ui/DataTable';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { SucursalesGrupoModal } from './SucursalesGrupoModal';
import type { Asignacion, GrupoVista, SucursalVista } from './types';

type Fila = GrupoVista & { filas: SucursalVista[] };

/**
 * Groups with their branches (expandable), a branch search that shows the branch's group, and per
 * group: add branches in no group, delete one branch, delete all (003 §2.4).
 */
export const AsignacionGruposView = ({ asignacion }: { asignacion: Asignacion }) => {
  const grupos = asignacion.useGrupos();
  const asignadas = asignacion.useAsignadas();
  const libres = asignacion.useSinGrupo(true);
  const filtro = asignacion.useFiltro();
  const eliminar = asignacion.useEliminar();
  const eliminarTodas = asignacion.useEliminarTodas();
  const [grupoFiltro, setGrupoFiltro] = useState<number | null>(null);
  const [buscada, setBuscada] = useState<number | null>(null);
  const [abiertos, setAbiertos] = useState<number[]>([]);
  const [agregando, setAgregando] = useState<GrupoVista | null>(null);
  const telefono = useTelefono();

  const filas = useMemo<Fila[]>(
    () =>
      (grupos.data ?? [])
        .filter((g) => grupoFiltro === null || g.id === grupoFiltro)
        .map((g) => ({ ...g, filas: (asignadas.data ?? []).filter((s) => s.grupo === g.id) })),
    [grupos.data, asignadas.data, grupoFiltro],
  );
  // Every branch the screen knows: the search's options and the names in a group's history.
  const todas = useMemo(
    () => [...(asignadas.data ?? []), ...(libres.data ?? [])],
    [asignadas.data, libres.data],
  );
  const opciones = useMemo(
    () =>
      [...todas]
        .sort((a, b) => compararEs(a.sucursal, b.sucursal))
        .map((s) => ({ value: s.codigo, label: `${s.codigo} - ${s.sucursal || s.nombre}` })),
    [todas],
  );

  const buscar = (codigo: number | undefined) => {
    setBuscada(codigo ?? null);
    if (!codigo) {
      setGrupoFiltro(null);
      return;
    }
    // The server tells the group; a branch in none answers 'Esta sucursal aun no esta en un grupo.'
    filtro.mutate(codigo, {
      onSuccess: (rows) => {
        const grupo = rows[0]?.grupo ?? null;
        setGrupoFiltro(grupo);
        if (grupo !== null) setAbiertos((a) => [...new Set([...a, grupo])]);
      },
      // Cleared, so that choosing the same branch again asks again.
      onError: () => {
        setGrupoFiltro(null);
        setBuscada(null);
      },
    });
  };

  const onEliminar = async (g: GrupoVista, s: SucursalVista) => {
    if (
      !(await confirmDialog(format(m.deseaEliminar, { sucursal: s.sucursal || s.nombre, grupo: g.nombre })))
    )
      return;
    const a = await eliminar.mutateAsync({ grupo: g.id, codigo: s.codigo });
    successToast(a.message || m.eliminada, 3);
  };

  const onEliminarTodas = async (g: GrupoVista) => {
    if (!(await confirmDialog(format(m.deseaEliminarTodas, { grupo: g.nombre })))) return;
    const a = await eliminarTodas.mutateAsync({ grupo: g.id });
    successToast(a.message, 3);
  };

  const grupoColumns: TableColumnsType<Fila> = [
    { title: 'Grupo', dataIndex: 'id', width: telefono ? 70 : 90 },
    { title: 'Nombre', dataIndex: 'nombre' },
    {
      title: 'Sucursales',
      dataIndex: 'sucursales',
      width: telefono ? 110 : 130,
      // On a phone the column is narrower than the tag: its words wrap instead of running under
      // the pinned actions column.
      render: (n: number) =>
        n === 0 ? <Tag style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>Sin sucursales</Tag> : n,
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
      // On a phone the three buttons become one menu: the pinned column stays narrow.
      width: anchoAcciones(telefono, 370),
      render: (_, g) => (
        <AccionesFila
          titulo={`Acciones del grupo ${g.nombre}`}
          acciones={[
            {
              clave: 'agregar',
              etiqueta: 'Agregar',
              icono: <PlusOutlined />,
              ariaLabel: `Agregar sucursales a ${g.nombre}`,
              onClick: () => setAgregando(g),
            },
            {
              clave: 'eliminar-todas',
              etiqueta: 'Eliminar todas',
              icono: <DeleteOutlined />,
              danger: true,
              disabled: g.sucursales === 0,
              ariaLabel: `Eliminar todas las sucursales de ${g.nombre}`,
              onClick: () => onEliminarTodas(g),
            },
            asignacion.historial(g, todas),
          ]}
        />
      ),
    },
  ];

  const sucursalColumns = (g: GrupoVista): TableColumnsType<SucursalVista> => [
    { title: 'Código', dataIndex: 'codigo', width: 90 },
    { title: asignacion.columnaNombre, dataIndex: 'nombre' },
    { title: 'Sucursal', dataIndex: 'sucursal' },
    {
      title: 'Eliminar',
      key: 'eliminar',
      fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
      width: 90,
      render: (_, s) => (
        <BotonAccion
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Eliminar ${s.sucursal || s.nombre} del grupo`}
          onClick={() => onEliminar(g, s)}
        />
      ),
    },
  ];

  return (
    <Card
      extra={
        <SelectBuscable
          aria-label="Buscar sucursal"
          allowClear
          placeholder="Buscar sucursal"
          style={{ width: 340 }}
          loading={filtro.isPending}
          value={buscada ?? undefined}
          onChange={(v: number | undefined) => buscar(v)}
          options={opciones}
        />
      }
    >
      <DataTable<Fila>
        rowKey="id"
        columns={grupoColumns}
        dataSource={filas}
        loading={grupos.isFetching || asignadas.isFetching || eliminar.isPending || eliminarTodas.isPending}
        rowClassName={(g) => (g.id === grupoFiltro ? 'ant-table-row-selected' : '')}
        expandable={{
          expandedRowKeys: abiertos,
          onExpandedRowsChange: (keys) => setAbiertos(keys.map(Number)),
          rowExpandable: (g) => g.filas.length > 0,
          expandedRowRender: (g) => (
            <DataTable<SucursalVista>
              rowKey="codigo"
              columns={sucursalColumns(g)}
              dataSource={g.filas}
              rowClassName={(s) => (s.codigo === buscada ? 'ant-table-row-selected' : '')}
              pagination={{ pageSize: 20 }}
            />
          ),
        }}
      />
      {agregando && (
        <SucursalesGrupoModal asignacion={asignacion} grupo={agregando} onClose={() => setAgregando(null)} />
      )}
    </Card>
  );
};
