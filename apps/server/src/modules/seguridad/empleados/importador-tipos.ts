/** The employees' import's columns, messages and row type (importador.ts), shared by its checks and writes. */

export const C = {
  numero: 'Número de empleado',
  nombre: 'Nombre',
  paterno: 'Apellido paterno',
  materno: 'Apellido materno',
  sucursal: 'Sucursal',
  activo: 'Activo',
  usuario: 'Usuario',
  grupo: 'Grupo',
} as const;

/** Names and surnames: the sign-in shows them whole. */
export const NOMBRE_MAX = 100;
/** A sign-in name: letters (accents and ñ too), digits, '.', '_', '-' and '@'; no blanks. */
export const PATRON_USUARIO = /^[\p{L}\p{N}._@-]+$/u;

export const empleadosMsg = {
  usuarioFormato: 'Solo admite letras, dígitos, punto, guion, guion bajo o @, sin espacios.',
  usuarioSinGrupo: 'Es obligatorio cuando se indica el usuario.',
  grupoSinUsuario: 'Es obligatorio cuando se indica el grupo: el grupo es el de su usuario.',
  usuarioRepetido: 'El usuario {usuario} ya viene en una fila anterior del archivo.',
  sucursalNoExiste: 'La sucursal {codigo} no existe o está inactiva.',
  grupoNoExiste: 'El grupo {grupo} no existe.',
  grupoAmbiguo: 'Hay más de un grupo llamado {grupo}.',
  usuarioDeOtro: 'El usuario {usuario} ya es del empleado {codigo}.',
  otroUsuario: 'El empleado ya tiene el usuario {usuario}: un usuario no se renombra al importar.',
  grupoAdministradores:
    'El usuario {usuario} ya existe: al importar no se le pasa a un grupo de administradores ni se le saca de uno.',
} as const;

export interface EmpleadoImportado {
  codEmpleado: number;
  nombre: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  /** null: no branch (head office). */
  codSucursal: number | null;
  activo: boolean;
  /** null: the employee does not use the system (an existing user is left as it is). */
  usuario: string | null;
  /** The group's name as written; set exactly when `usuario` is. */
  grupo: string | null;
}
