import { SaveOutlined } from '@ant-design/icons';
import type { NodoPermiso } from '@farmasi/contracts/administracion/asignacion-permisos';
import { permisosMessages as m } from '@farmasi/contracts/administracion/asignacion-permisos';
import { Button } from 'antd';
import { useState } from 'react';
import { ArbolPermisos } from './ArbolPermisos';
import { permisosDe, seleccionInicial } from './arbol';

interface Props {
  nodos: readonly NodoPermiso[];
  guardando: boolean;
  onGuardar: (permisos: number[]) => void;
}

/**
 * The tree and its save button. Mounted per employee and per server answer, so the selection
 * always starts from what is stored.
 */
export const PanelPermisos = ({ nodos, guardando, onGuardar }: Props) => {
  const [seleccion, setSeleccion] = useState(() => seleccionInicial(nodos));
  return (
    <>
      <ArbolPermisos nodos={nodos} seleccion={seleccion} onChange={setSeleccion} />
      <Button
        type="primary"
        icon={<SaveOutlined />}
        loading={guardando}
        style={{ marginTop: 16 }}
        onClick={() => onGuardar(permisosDe(seleccion))}
      >
        {m.guardar}
      </Button>
    </>
  );
};
