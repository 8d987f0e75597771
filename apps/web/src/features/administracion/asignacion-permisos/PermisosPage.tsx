import { CloseOutlined } from '@ant-design/icons';
import {
  type EmpleadoUsuario,
  permisosMessages as m,
  type TipoPermisos,
  tiposPermisos,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { format } from '@farmasi/contracts/messages';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useArbol, useGuardarPermisos } from './api';
import { EmpleadoSelect } from './EmpleadoSelect';
import { PanelPermisos } from './PanelPermisos';
import { avisoVigencia, segundosDelToken } from './vigencia';

/**
 * S38–S40: one screen over three menus (003 §2.1). Search an employee, tick the options of the
 * tree, save the selected and partial nodes.
 */
export const PermisosPage = ({ tipo }: { tipo: TipoPermisos }) => {
  const t = tiposPermisos[tipo];
  // The slug is the route's first segment (/{product}/...); the caja calls carry it.
  const product = useLocation().pathname.split('/')[1] ?? '';
  const session = useSession();
  const [empleado, setEmpleado] = useState<EmpleadoUsuario | null>(null);
  const arbol = useArbol(tipo, product, empleado?.idWebUsuarios ?? null);
  const guardar = useGuardarPermisos(tipo, product);

  const onGuardar = async (permisos: number[]) => {
    if (!empleado) return;
    if (!(await confirmDialog(m.confirmar))) return;
    // Only the web menu grants this screen: a user who unticks it for himself would lock himself out.
    const sinAcceso =
      tipo === 'web' && empleado.idWebUsuarios === session?.idUser && !permisos.includes(t.menuId);
    if (sinAcceso && !(await confirmDialog(format(m.autoBloqueo, { pantalla: t.titulo })))) return;
    guardar.mutate(
      { idWebUsuario: empleado.idWebUsuarios, permisosWebUsuario: permisos },
      { onSuccess: (answer) => successToast(answer.message || m.guardados) },
    );
  };

  return (
    <Card>
      {tipo === 'web' && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={avisoVigencia(segundosDelToken())} />
      )}
      {empleado ? (
        <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
          <Typography.Text strong>
            {format(m.empleado, { codEmpleado: empleado.codEmpleado, nombre: empleado.nombre })}
          </Typography.Text>
          <Button
            type="text"
            danger
            size="small"
            icon={<CloseOutlined />}
            aria-label={m.quitarEmpleado}
            title={m.quitarEmpleado}
            onClick={() => setEmpleado(null)}
          />
        </Flex>
      ) : (
        <EmpleadoSelect onChange={setEmpleado} />
      )}
      {empleado && arbol.isPending && <Spin />}
      {empleado && arbol.data && (
        <PanelPermisos
          key={`${empleado.idWebUsuarios}-${arbol.dataUpdatedAt}`}
          nodos={arbol.data}
          guardando={guardar.isPending}
          onGuardar={(p) => void onGuardar(p)}
        />
      )}
    </Card>
  );
};

export const AsignacionPermisosPage = () => <PermisosPage tipo="web" />;
export const PermisosCajaPage = () => <PermisosPage tipo="caja" />;
export const PermisosAlmacenPage = () => <PermisosPage tipo="almacen" />;
