import { asignarSucursalesGruposPantalla } from '@farmasi/contracts/administracion/asignar-sucursales-grupos';
import { historialDeGrupo } from '@/ui/asignacion-grupos/historial';

/**
 * A branch group's history (issue 29): the server audits under the group's id the branches added by
 * 'Agregar', the one removed by 'Eliminar', those removed by 'Eliminar todas', and the whole list
 * saved by the 'Grupo sucursales' catalog (its before → after).
 */
export const ETIQUETAS = {
  agregadas: 'Sucursales agregadas',
  eliminada: 'Sucursal eliminada',
  eliminadas: 'Sucursales eliminadas',
  sucursales: 'Sucursales',
};

export const historialGrupoSucursales = historialDeGrupo(asignarSucursalesGruposPantalla, ETIQUETAS);
