/**
 * What the two assignment screens of one shape share (003 §2.4): branches assigned to delivery groups
 * (asignar-clientes-grupos-entrega) and to branch groups (asignar-sucursales-grupos). Each screen's
 * calls and manifest are in its own contract.
 */
export const asignacionMessages = {
  tituloEntrega: 'Asignar clientes a grupos de entrega',
  tituloSucursales: 'Asignar sucursales a grupos',
  modalTitulo: 'Sucursales para el Grupo',
  sinGrupo: 'Esta sucursal aun no esta en un grupo.',
  sinSucursal: 'Debe seleccionar al menos una sucursal',
  deseaGuardar: '¿Desea guardar las sucursales en el grupo?',
  deseaEliminar: '¿Desea eliminar la sucursal {sucursal} del grupo {grupo}?',
  deseaEliminarTodas: '¿Desea eliminar todas las sucursales del grupo {grupo}?',
  guardadas: 'Sucursales agregadas al grupo correctamente.',
  eliminada: 'Sucursal eliminada del grupo correctamente.',
  eliminadas: 'Se eliminaron las sucursales del grupo {grupo}.',
  grupoNoExiste: 'El grupo no existe.',
  grupoVacio: 'El grupo {grupo} no tiene sucursales asignadas.',
  noEstaEnGrupo: 'La sucursal {sucursal} no pertenece al grupo {grupo}.',
  sucursalNoExiste: 'La sucursal {codigo} no existe o está inactiva.',
  sucursalEnOtroGrupo: 'La sucursal {sucursal} ya pertenece al grupo {grupo}.',
  asignadaMientras: 'Otro usuario asignó alguna de las sucursales mientras tanto; consulte de nuevo.',
} as const;

/** Longest list of branches one save carries. */
export const LISTA_MAX = 5000;
