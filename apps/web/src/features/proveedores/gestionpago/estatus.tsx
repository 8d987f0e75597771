import { estadoTexto } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { Tag, Typography } from 'antd';

/** 002 §4 colours: invoices S grey, ER yellow, PP green, P blue; notes A grey, N yellow. */
const COLORES: Record<string, string> = {
  S: 'default',
  ER: 'gold',
  PP: 'green',
  P: 'blue',
  A: 'default',
  N: 'gold',
};

export const EstatusTag = ({ estatus, descripcion }: { estatus: string; descripcion: string }) => (
  <Tag color={COLORES[estatus] ?? 'default'}>{descripcion}</Tag>
);

/** Days of credit left: red when 0 or less (due), grey otherwise. */
export const DiasCreditoTag = ({ dias }: { dias: number }) => (
  <Tag color={dias <= 0 ? 'red' : 'default'}>
    {dias === 1 || dias === -1 ? `${dias} día` : `${dias} días`}
  </Tag>
);

export const Estado = ({ estado }: { estado: string }) =>
  estado ? <span>{estado}</span> : <Typography.Text type="secondary">{estadoTexto(estado)}</Typography.Text>;
