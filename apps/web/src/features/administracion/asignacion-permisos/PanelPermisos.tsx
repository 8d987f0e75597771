import { SaveOutlined } from '@ant-design/icons';
import type { NodoPermiso } from '@farmasi/contracts/administracion/asignacion-permisos';
import { permisosMessages as m } from '@farmasi/contracts/administracion/asignacion-permisos';
import { Button } from 'antd';
import { useState } from 'react';
import { huellaDeValores, useCambiosSinGuardar } from '@/lib/cambiosSinGuardar';
import { ArbolPermisos } from './ArbolPermisos';
import { permisosDe, type Seleccion, seleccionInicial } from './arbol';

const huellaPermisos = (s: Seleccion) => huellaDeValores(permisosDe(s).sort((a, b) => a - b));

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
  const [inicial] = useState(() => huellaPermisos(seleccion));
  // Ticks not saved: leaving, another employee or the cross ask first.
  useCambiosSinGuardar(huellaPermisos(seleccion) !== inicial);
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
