import { asignarClientesGruposEntregaPantalla } from '@farmasi/contracts/administracion/asignar-clientes-grupos-entrega';
import { historialDeGrupo } from '@/ui/asignacion-grupos/historial';

/**
 * A delivery group's history (issue 29): the server audits under the group's number the customers
 * (branches) added by 'Agregar', the one removed by 'Eliminar' and those removed by 'Eliminar todas'.
 */
export const ETIQUETAS = {
  agregados: 'Sucursales agregadas',
  eliminado: 'Sucursal eliminada',
  eliminados: 'Sucursales eliminadas',
};

export const historialGrupoEntrega = historialDeGrupo(asignarClientesGruposEntregaPantalla, ETIQUETAS);
