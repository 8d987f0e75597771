import type { ServicioMedico } from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { formatDate, formatMoney } from '@/lib/format';
import { DateText } from '@/ui/DateText';
import { Money } from '@/ui/Money';

/** estatusEnvio as the user reads it: applied, the day a saved price starts, or none (cancelled). */
export const textoEstatusEnvio = (s: ServicioMedico) =>
  s.estatusEnvio === 'NE'
    ? `${formatMoney(s.costoPendiente)} desde el ${formatDate(s.fechaPendiente)}`
    : s.estatusEnvio === 'E'
      ? 'Aplicado'
      : 'Sin aplicar';

const colorEnvio = { E: 'green', NE: 'gold', SA: 'default' } as const;

/** The list's data columns (the actions column is the page's). */
export const columnasServicios: TableColumnsType<ServicioMedico> = [
  { title: 'Servicio', dataIndex: 'servicio', sorter: true },
  { title: 'Tipo', dataIndex: 'descripcionTipo', sorter: true, width: 150 },
  {
    title: 'Precio',
    dataIndex: 'costo',
    align: 'right',
    width: 120,
    sorter: (a, b) => (a.costo ?? -1) - (b.costo ?? -1),
    render: (v: number | null) =>
      v === null ? <Typography.Text type="secondary">Sin precio</Typography.Text> : <Money value={v} />,
  },
  {
    title: 'Fecha Aplicación',
    dataIndex: 'fechaAplicacion',
    width: 150,
    sorter: (a, b) => a.fechaAplicacion.localeCompare(b.fechaAplicacion),
    render: (v: string) => <DateText value={v} />,
  },
  {
    title: 'Aplicación del precio',
    dataIndex: 'estatusEnvio',
    width: 210,
    render: (_, s) => <Tag color={colorEnvio[s.estatusEnvio]}>{textoEstatusEnvio(s)}</Tag>,
  },
];
