import { CaretDownFilled } from '@ant-design/icons';
import type { NodoPermiso } from '@farmasi/contracts/administracion/asignacion-permisos';
import { permisosMessages as m } from '@farmasi/contracts/administracion/asignacion-permisos';
import { Button, Space, Tree } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { padres, type Seleccion, treeData } from './arbol';

interface Props {
  nodos: readonly NodoPermiso[];
  seleccion: Seleccion;
  onChange: (s: Seleccion) => void;
}

const numeros = (keys: readonly Key[]) => keys.map(Number);

/**
 * The menu as a checkable tree: antd conducts the parent/child state (003 §4), so a parent is
 * checked when all its children are and half-checked when some are. Opens fully expanded.
 */
export const ArbolPermisos = ({ nodos, seleccion, onChange }: Props) => {
  const data = useMemo(() => treeData(nodos), [nodos]);
  const todos = useMemo(() => padres(nodos), [nodos]);
  const [expandidos, setExpandidos] = useState<Key[]>(todos);
  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpandidos(todos)}>
          {m.expandir}
        </Button>
        <Button size="small" onClick={() => setExpandidos([])}>
          {m.contraer}
        </Button>
      </Space>
      <Tree
        checkable
        selectable={false}
        // Hidden from assistive technology, so a checkbox's name is the option's name alone.
        switcherIcon={<CaretDownFilled aria-hidden />}
        aria-label="Permisos"
        treeData={data}
        expandedKeys={expandidos}
        onExpand={setExpandidos}
        checkedKeys={seleccion.checked}
        onCheck={(checked, info) =>
          onChange({
            checked: numeros(Array.isArray(checked) ? checked : checked.checked),
            halfChecked: numeros(info.halfCheckedKeys ?? []),
          })
        }
      />
    </div>
  );
};
