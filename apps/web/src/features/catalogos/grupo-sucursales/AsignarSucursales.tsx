import type { Sucursal } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { Button, Transfer, type TransferProps } from 'antd';
import { useState } from 'react';
import { alternarVisibles, todasMarcadas } from '@/lib/seleccion';
import { coincide } from '@/lib/texto';
import { useTelefono } from '@/ui/AccionesFila';
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
  const telefono = useTelefono();
  const [selected, setSelected] = useState<Key[]>([]);
  const [search, setSearch] = useState<Record<Direction, string>>({ left: '', right: '' });

  /** The keys a list shows: its side, narrowed by its search (hidden ones are never marked). */
  const keysOf = (direction: Direction): Key[] => {
    const inTarget = new Set(asignadas);
    return sucursales
      .filter((s) => (direction === 'right') === inTarget.has(s.codSucursal))
      .filter((s) => matches(s, search[direction]))
      .map((s) => s.codSucursal);
  };
  const allMarked = (direction: Direction) => todasMarcadas(selected, keysOf(direction));
  const toggleAll = (direction: Direction) => setSelected(alternarVisibles(selected, keysOf(direction)));

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
      onSearch={(direction, value) => setSearch((prev) => ({ ...prev, [direction]: value }))}
      filterOption={(text, s) => matches(s, text)}
      render={(s) => `${s.sucursal} - ${s.nombre} (${tipoSucursal(s)})`}
      showSelectAll={false}
      // Side by side on a wide screen; stacked on a phone, where two lists and the arrows do not fit
      // across (at 390 px 'Asignadas' lay outside the dialog).
      style={telefono ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}
      styles={{
        section: telefono ? { width: '100%', height: 300 } : { flex: 1, height: 380 },
        actions: telefono
          ? { flexDirection: 'row', justifyContent: 'center', gap: 8, margin: '8px 0' }
          : undefined,
      }}
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
