import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  ExperimentOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import {
  formatearTelefono,
  type Sistema,
  type SucursalV20,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { isSentinelDate } from '@/lib/format';
import { AccionesFila, type AccionFila } from '@/ui/AccionesFila';
import { DateText } from '@/ui/DateText';
import { type Enlaces, ESTADOS, versionDe } from './version';

/** A row of the table: the branch, and each system's version as text (what the export writes). */
export type FilaV20 = SucursalV20 & { versiones: Record<string, string> };

/** Red on light red (AA): a date that is not today's. */
export const ATRASADA = { color: '#a8071a', background: '#fff1f0' };
export const ICONOS = {
  actualizada: <CheckCircleOutlined />,
  beta: <ExperimentOutlined />,
  sinActualizar: <CloseCircleOutlined />,
};

/** The version a branch runs of a system, in its state's colour (003 §4): green, amber or red. */
export const VersionTag = ({
  enlaces,
  fila,
  sistema,
}: {
  enlaces: Enlaces;
  fila: SucursalV20;
  sistema: Sistema;
}) => {
  const { estado, enlace } = versionDe(enlaces, fila.codSucursal, sistema);
  // The version that decided its state; the title (and the legend) say which state and both versions.
  const texto = (estado === 'beta' ? enlace?.versionBeta : enlace?.versionProductiva) || 'Sin versión';
  const detalle = `productiva ${enlace?.versionProductiva || '—'}${enlace?.versionBeta ? `, beta ${enlace.versionBeta}` : ''}`;
  return (
    <Tag
      color={ESTADOS[estado].color}
      icon={ICONOS[estado]}
      data-estado={estado}
      title={`${sistema.nombre}: ${ESTADOS[estado].etiqueta} (${detalle})`}
      style={{ marginInlineEnd: 0, whiteSpace: 'nowrap' }}
    >
      {texto}
    </Tag>
  );
};

/** A last connection or stock date: red with a warning when it is not today's (or there is none). */
const Reciente = ({ fecha, deHoy }: { fecha: string; deHoy: boolean }) => {
  if (deHoy) return <DateText value={fecha} withTime />;
  return (
    <Typography.Text strong style={{ color: ATRASADA.color, whiteSpace: 'nowrap' }}>
      <WarningOutlined aria-hidden />{' '}
      {isSentinelDate(fecha) ? 'Sin registro' : <DateText value={fecha} withTime />}
    </Typography.Text>
  );
};

/** The last article-update request: pending (who and when), taken by the branch, or none. */
const Articulos = ({ f }: { f: SucursalV20 }) => {
  if (isSentinelDate(f.fechaSolicitudArticulos)) return <Typography.Text type="secondary">—</Typography.Text>;
  if (f.articulosPendientes)
    return (
      <span>
        Actualización de artículos solicitada <DateText value={f.fechaSolicitudArticulos} withTime />
        <br />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          por {f.usuarioSolicitudArticulos} · pendiente
        </Typography.Text>
      </span>
    );
  return (
    <span>
      Artículos actualizados <DateText value={f.fechaAtencionArticulos} withTime />
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        solicitada por {f.usuarioSolicitudArticulos}
      </Typography.Text>
    </span>
  );
};

const atrasada = (deHoy: boolean) => (deHoy ? {} : { style: ATRASADA });

export interface OpcionesColumnas {
  sistemas: readonly Sistema[];
  enlaces: Enlaces;
  acciones: (f: SucursalV20) => AccionFila[];
}

/**
 * The branch table's columns: the branch, one column per system, the dates and the article update
 * first (what the screen is for, visible at 1366 px), then the branch's data, the actions pinned.
 */
export const columnasV20 = ({ sistemas, enlaces, acciones }: OpcionesColumnas): ColumnType<FilaV20>[] => [
  {
    title: 'Sucursal',
    dataIndex: 'sucursal',
    key: 'sucursal',
    sorter: true,
    width: 220,
    render: (_: unknown, f: FilaV20) => (
      <span>
        {f.codSucursal} - {f.sucursal}{' '}
        {!f.propia && (
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            Lic.
          </Tag>
        )}
      </span>
    ),
  },
  ...sistemas.map(
    (s): ColumnType<FilaV20> => ({
      title: s.abreviatura,
      key: `sistema-${s.idCatSistemas}`,
      dataIndex: ['versiones', String(s.idCatSistemas)],
      align: 'center',
      render: (_: unknown, f: FilaV20) => <VersionTag enlaces={enlaces} fila={f} sistema={s} />,
    }),
  ),
  {
    title: 'Al día',
    dataIndex: 'indicadorSistemas',
    key: 'indicadorSistemas',
    sorter: true,
    align: 'center',
    render: (v: number) => `${v}/${sistemas.length}`,
  },
  {
    title: 'Última conexión',
    dataIndex: 'fechaUltimaConexion',
    key: 'fechaUltimaConexion',
    sorter: true,
    onCell: (f: FilaV20) => atrasada(f.ultimaConexionDiaActual),
    render: (v: string, f: FilaV20) => <Reciente fecha={v} deHoy={f.ultimaConexionDiaActual} />,
  },
  {
    title: 'Última existencia',
    dataIndex: 'fechaUltimaExistencia',
    key: 'fechaUltimaExistencia',
    sorter: true,
    onCell: (f: FilaV20) => atrasada(f.ultimaExistenciaDiaActual),
    render: (v: string, f: FilaV20) => <Reciente fecha={v} deHoy={f.ultimaExistenciaDiaActual} />,
  },
  {
    title: 'Artículos',
    key: 'articulos',
    dataIndex: 'fechaSolicitudArticulos',
    width: 280,
    render: (_: unknown, f: FilaV20) => <Articulos f={f} />,
  },
  {
    title: 'Instalación',
    dataIndex: 'fecha',
    key: 'fecha',
    sorter: true,
    render: (v: string) => <DateText value={v} />,
  },
  { title: 'Prefijo', dataIndex: 'prefijo', key: 'prefijo' },
  {
    title: 'Teléfono',
    dataIndex: 'telefono',
    key: 'telefono',
    render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatearTelefono(v)}</span>,
  },
  {
    title: 'Acciones',
    key: 'acciones',
    align: 'center',
    fixed: 'right',
    // One '⋯' menu at every width: three labelled buttons pinned over a table this wide hid most
    // of its systems at 1366 px and all but one at 1024 px.
    width: 96,
    render: (_: unknown, f: FilaV20) => (
      <AccionesFila menu titulo={`Acciones de ${f.sucursal}`} acciones={acciones(f)} />
    ),
  },
];
