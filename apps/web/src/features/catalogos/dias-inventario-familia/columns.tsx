import {
  DIAS_FILA_LARGO,
  type DiasInventarioFila,
  type Familia,
} from '@farmasi/contracts/catalogos/dias-inventario-familia';
import type { TableColumnsType } from 'antd';
import { NumeroInput } from '@/ui/NumeroInput';
import { HistorialDias } from './historial';

/** 001 §9: rows without days are highlighted red (text and background with AA contrast). */
export const ESTILO_SIN_DIAS = { background: '#fff1f0', color: '#a8071a' } as const;

const rojaSiCero = (f: DiasInventarioFila) => ({
  style: f.diasInventario === 0 ? ESTILO_SIN_DIAS : undefined,
});

export const columnas = (
  onDias: (fila: DiasInventarioFila, dias: number | null) => void,
  familias: readonly Familia[] = [],
): TableColumnsType<DiasInventarioFila> => [
  { title: 'Sucursal', dataIndex: 'sucursal', key: 'sucursal', sorter: true, onCell: rojaSiCero },
  { title: 'Familia', dataIndex: 'descripcion', key: 'descripcion', sorter: true, onCell: rojaSiCero },
  {
    // Before the pinned days box: on a phone that box stays in sight, this scrolls with the row.
    title: 'Historial',
    key: 'historial',
    align: 'center',
    width: 90,
    onCell: rojaSiCero,
    render: (_, f) => <HistorialDias f={f} familias={familias} />,
  },
  {
    title: 'Días de inventario',
    dataIndex: 'diasInventario',
    key: 'diasInventario',
    // Pinned and narrow (under FIJA_MAX_TELEFONO): on a phone the box stays in sight.
    fixed: 'right',
    width: 110,
    onCell: rojaSiCero,
    render: (_, f) => (
      <NumeroInput
        aria-label={`Días de inventario de ${f.sucursal}, ${f.descripcion}`}
        maxLength={DIAS_FILA_LARGO}
        style={{ width: 76, textAlign: 'right' }}
        value={f.diasInventario}
        onChange={(dias) => onDias(f, dias)}
      />
    ),
  },
];
