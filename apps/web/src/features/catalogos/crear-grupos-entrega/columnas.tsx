import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { DIAS_ENTREGA, type GrupoEntregaHora } from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import type { TableColumnsType } from 'antd';
import { AccionesFila, anchoAcciones } from '@/ui/AccionesFila';
import { historialGrupo } from './historial';

/** What a day's cell shows: its time when the group delivers that day, a dash otherwise. */
export const SIN_ENTREGA = '—';

/** A row of the table: the group with each day's cell text (also what 'Exportar a Excel' writes). */
export type FilaGrupo = GrupoEntregaHora & Record<`hora_${string}`, string>;

export const filaDe = (g: GrupoEntregaHora): FilaGrupo =>
  Object.assign(
    { ...g },
    ...DIAS_ENTREGA.map(({ dia, check }) => ({ [`hora_${dia}`]: g[check] === 'S' ? g[dia] : SIN_ENTREGA })),
  );

export const columnasGrupos = (
  telefono: boolean,
  onEditar: (g: GrupoEntregaHora) => void,
  onEliminar: (g: GrupoEntregaHora) => Promise<unknown>,
): TableColumnsType<FilaGrupo> => [
  { title: 'Grupo', dataIndex: 'grupo', width: 80, sorter: true },
  { title: 'Nombre', dataIndex: 'descripcion', sorter: true },
  ...DIAS_ENTREGA.map(({ dia, etiqueta }) => ({
    title: etiqueta,
    dataIndex: `hora_${dia}`,
    width: 90,
    align: 'center' as const,
    render: (v: string) => (v === SIN_ENTREGA ? <span title="Sin entrega">{v}</span> : v),
  })),
  { title: 'Clientes', dataIndex: 'clientes', width: 90, align: 'right', sorter: true },
  {
    title: 'Acciones',
    key: 'acciones',
    fixed: 'right', // the row's actions stay in sight when the table scrolls sideways
    width: anchoAcciones(telefono, 300),
    render: (_, g) => (
      <AccionesFila
        titulo={`Acciones de ${g.descripcion}`}
        acciones={[
          {
            clave: 'editar',
            etiqueta: 'Editar',
            icono: <EditOutlined />,
            ariaLabel: `Editar ${g.descripcion}`,
            onClick: () => onEditar(g),
          },
          {
            clave: 'eliminar',
            etiqueta: 'Eliminar',
            icono: <DeleteOutlined />,
            danger: true,
            ariaLabel: `Eliminar ${g.descripcion}`,
            onClick: () => onEliminar(g),
          },
          historialGrupo(g),
        ]}
      />
    ),
  },
];
