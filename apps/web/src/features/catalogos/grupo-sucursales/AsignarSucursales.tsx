import type { Sucursal } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { Button, Transfer, type TransferProps } from 'antd';
import { useState } from 'react';
import { coincide } from '@/lib/texto';
import { tipoSucursal } from './columns';

type Direction = 'left' | 'right';
type Key = NonNullable<TransferProps['selectedKeys']>[number];

interface Props {
  sucursales: Sucursal[];
  /** codSucursal of the branches in 'Asignadas'. */
  asignadas: number[];
  onChange: (asignadas: number[]) => void;
}

const matches = (s: Sucursal, text: string) => coincide(text, s.codSucursal, s.sucursal, s.nombre);

/** 'Por asignar' and 'Asignadas' with arrows, search and a 'Marcar todo / Desmarcar todo' toggle each. */
export const AsignarSucursales = ({ sucursales, asignadas, onChange }: Props) => {
  const [selected, setSelected] = useState<Key[]>([]);

  const keysOf = (direction: Direction) => {
    const inTarget = new Set(asignadas);
    return sucursales
      .filter((s) => (direction === 'right') === inTarget.has(s.codSucursal))
      .map((s) => s.codSucursal);
  };
  const allMarked = (direction: Direction) => {
    const keys = keysOf(direction);
    return keys.length > 0 && keys.every((k) => selected.includes(k));
  };
  const toggleAll = (direction: Direction) => {
    const keys = keysOf(direction);
    const others = selected.filter((k) => !keys.includes(Number(k)));
    setSelected(allMarked(direction) ? others : [...others, ...keys]);
  };

  return (
    <Transfer<Sucursal>
      dataSource={sucursales}
      rowKey={(s) => s.codSucursal}
      targetKeys={asignadas}
      selectedKeys={selected}
      onSelectChange={(source, target) => setSelected([...source, ...target])}
      onChange={(next) => onChange(next.map(Number))}
      titles={['Por asignar', 'Asignadas']}
      actions={['Asignar', 'Quitar']}
      showSearch={{ placeholder: 'Buscar sucursal' }}
      filterOption={(text, s) => matches(s, text)}
      render={(s) => `${s.sucursal} - ${s.nombre} (${tipoSucursal(s)})`}
      showSelectAll={false}
      styles={{ section: { flex: 1, height: 380 } }}
      footer={(_, info) => {
        const direction = info?.direction ?? 'left';
        return (
          <Button
            size="small"
            type="link"
            data-testid={direction === 'left' ? 'marcar-por-asignar' : 'marcar-asignadas'}
            onClick={() => toggleAll(direction)}
          >
            {allMarked(direction) ? 'Desmarcar todo' : 'Marcar todo'}
          </Button>
        );
      }}
    />
  );
};
