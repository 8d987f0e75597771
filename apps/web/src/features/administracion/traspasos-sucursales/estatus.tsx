import type { Traspaso } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { Tag } from 'antd';

export const esRecibido = (t: Pick<Traspaso, 'estatus'>) => t.estatus === 'R';

/** 'R' received, anything else pending (003 §3). */
export const EstatusTag = ({ traspaso }: { traspaso: Pick<Traspaso, 'estatus'> }) =>
  esRecibido(traspaso) ? <Tag color="green">Recibido</Tag> : <Tag color="gold">Pendiente</Tag>;
