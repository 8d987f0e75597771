import { CloseOutlined } from '@ant-design/icons';
import {
  type EmpleadoUsuario,
  permisosMessages as m,
  type TipoPermisos,
  tiposPermisos,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { format } from '@farmasi/contracts/messages';
import { cerrarSesionesMessages as cs } from '@farmasi/contracts/seguridad/cerrar-sesiones';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { hayCambiosSinGuardar, puedeSalir } from '@/lib/cambiosSinGuardar';
import { useSession } from '@/lib/session';
import { useAccion } from '@/lib/useAccion';
import { BotonAccion } from '@/ui/BotonAccion';
import { BuscadorUsuarioEmpleado } from '@/ui/buscadores';
import { confirmDialog, successToast } from '@/ui/dialogs';
import { useArbol, useCerrarSesiones, useGuardarPermisos } from './api';
import { HistorialPermisos } from './historial';
import { PanelPermisos } from './PanelPermisos';
import { avisoVigencia, segundosDelToken } from './vigencia';

/**
 * S38–S40: one screen over three menus (003 §2.1). Search an employee, tick the options of the
 * tree, save the selected and partial nodes.
 */
export const PermisosPage = ({ tipo }: { tipo: TipoPermisos }) => {
  const t = tiposPermisos[tipo];
  // The slug is the route's first segment (/{product}/...); the caja calls carry it.
  const location = useLocation();
  const product = location.pathname.split('/')[1] ?? '';
  const session = useSession();
  // The command palette opens the screen with an employee chosen (history state).
  const [empleado, setEmpleado] = useState<EmpleadoUsuario | null>(
    () => (location.state as { empleado?: EmpleadoUsuario } | null)?.empleado ?? null,
  );
  const elegidoFuera = (location.state as { empleado?: EmpleadoUsuario } | null)?.empleado;
  useEffect(() => {
    if (elegidoFuera) setEmpleado(elegidoFuera);
  }, [elegidoFuera]);
  const arbol = useArbol(tipo, product, empleado?.idWebUsuarios ?? null);
  const guardar = useGuardarPermisos(tipo, product);
  const cerrarSesiones = useCerrarSesiones();

  const onCerrarSesiones = async () => {
    if (!empleado || !(await confirmDialog(format(cs.confirmar, { nombre: empleado.nombre })))) return;
    const answer = await cerrarSesiones.mutateAsync(empleado.idWebUsuarios);
    successToast(answer.message || cs.cerradas);
  };

  // One save at a time: a double click (or a click while the question is open) sends one request.
  const { ocupado, ejecutar } = useAccion();
  const pasos = async (permisos: number[]) => {
    if (!empleado) return;
    if (!(await confirmDialog(m.confirmar))) return;
    // Only the web menu grants this screen: a user who unticks it for himself would lock himself out.
    const sinAcceso =
      tipo === 'web' && empleado.idWebUsuarios === session?.idUser && !permisos.includes(t.menuId);
    if (sinAcceso && !(await confirmDialog(format(m.autoBloqueo, { pantalla: t.titulo })))) return;
    const answer = await guardar.mutateAsync({
      idWebUsuario: empleado.idWebUsuarios,
      permisosWebUsuario: permisos,
    });
    successToast(answer.message || m.guardados);
  };
  const onGuardar = (permisos: number[]) => ejecutar(() => pasos(permisos));

  return (
    <Card>
      {tipo === 'web' && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={avisoVigencia(segundosDelToken())} />
      )}
      {empleado ? (
        <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
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
            onClick={async () => {
              if (await puedeSalir(hayCambiosSinGuardar())) setEmpleado(null);
            }}
          />
          {tipo === 'web' && (
            <BotonAccion size="small" onClick={onCerrarSesiones}>
              {cs.boton}
            </BotonAccion>
          )}
          {arbol.data && (
            <HistorialPermisos
              tipo={tipo}
              idWebUsuario={empleado.idWebUsuarios}
              nombre={empleado.nombre}
              nodos={arbol.data}
            />
          )}
        </Flex>
      ) : (
        <BuscadorUsuarioEmpleado
          id="empleado"
          style={{ maxWidth: 480 }}
          value={null}
          onChange={(_, e) => e && setEmpleado(e)}
        />
      )}
      {empleado && arbol.isPending && <Spin />}
      {empleado && arbol.data && (
        <PanelPermisos
          key={`${empleado.idWebUsuarios}-${arbol.dataUpdatedAt}`}
          nodos={arbol.data}
          guardando={ocupado}
          onGuardar={(p) => void onGuardar(p)}
        />
      )}
    </Card>
  );
};

export const AsignacionPermisosPage = () => <PermisosPage tipo="web" />;
export const PermisosCajaPage = () => <PermisosPage tipo="caja" />;
export const PermisosAlmacenPage = () => <PermisosPage tipo="almacen" />;
