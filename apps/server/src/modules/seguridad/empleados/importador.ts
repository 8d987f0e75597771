import { INT4_MAX, USUARIO_MAX } from '@farmasi/contracts';
import { lectorDeFila, leerEntero, leerSiNo, leerTexto } from '../../../platform/importacion/celdas.ts';
import type { ColumnaImportacion, Fila, Importador } from '../../../platform/importacion/tipos.ts';
import { escribirEmpleados } from './importador-escribir.ts';
import { C, type EmpleadoImportado, empleadosMsg, NOMBRE_MAX, PATRON_USUARIO } from './importador-tipos.ts';
import { verificarEmpleados } from './importador-verificar.ts';

/**
 * Employees' import (issue 28, `npm run import -- empleados`): each employee with his branch, and,
 * when he uses the system, his sign-in user and the group whose permissions he starts from. Upsert
 * by the employee number. A new user gets no password from the file: he is created without a
 * usable one, and an administrator sets it (docs/decisions/importacion.md).
 */

const columnas: readonly ColumnaImportacion[] = [
  {
    nombre: C.numero,
    requerida: true,
    ejemplo: '1001',
    descripcion: 'Número del empleado en la cadena, entero de 1 a 2,147,483,647. Si ya existe, se actualiza.',
  },
  {
    nombre: C.nombre,
    requerida: true,
    ejemplo: 'María Fernanda',
    descripcion: 'Nombre(s), hasta 100 caracteres.',
  },
  { nombre: C.paterno, requerida: true, ejemplo: 'López', descripcion: 'Hasta 100 caracteres.' },
  {
    nombre: C.materno,
    requerida: false,
    ejemplo: 'Hernández',
    descripcion: 'Hasta 100 caracteres; puede quedar vacío.',
  },
  {
    nombre: C.sucursal,
    requerida: false,
    ejemplo: '1',
    descripcion:
      'Número de la sucursal donde trabaja: debe existir y estar activa (importe antes las sucursales). Vacío: sin sucursal (oficinas).',
  },
  {
    nombre: C.activo,
    requerida: false,
    ejemplo: 'S',
    descripcion: 'S o N; vacío es S. Con N el empleado queda de baja y su usuario no puede iniciar sesión.',
  },
  {
    nombre: C.usuario,
    requerida: false,
    ejemplo: 'mlopez',
    descripcion:
      'Usuario para iniciar sesión: letras, dígitos, punto, guion, guion bajo o @, hasta 50, sin espacios; único. Vacío: no usa el sistema. Se crea sin contraseña (un administrador se la asigna con npm run asignar-password); un usuario ya creado no se renombra ni se borra.',
  },
  {
    nombre: C.grupo,
    requerida: false,
    ejemplo: 'Administradores',
    descripcion:
      'Grupo de usuarios del que parte con sus permisos (uno de administradores le da todas las pantallas); debe existir. Obligatorio si hay usuario.',
  },
];

/** One row alone: formats and the pairs of cells that go together. */
export const validarEmpleado = (fila: Fila) => {
  const { errores, leer, error } = lectorDeFila();
  const celda = (c: string) => fila[c] ?? '';
  const codEmpleado = leer(C.numero, leerEntero(celda(C.numero), 1, INT4_MAX, true));
  const nombre = leer(C.nombre, leerTexto(celda(C.nombre), NOMBRE_MAX, true));
  const apellidoPaterno = leer(C.paterno, leerTexto(celda(C.paterno), NOMBRE_MAX, true));
  const apellidoMaterno = leer(C.materno, leerTexto(celda(C.materno), NOMBRE_MAX));
  const codSucursal = leer(C.sucursal, leerEntero(celda(C.sucursal), 1, INT4_MAX));
  const activo = leer(C.activo, leerSiNo(celda(C.activo), true));
  let usuario = leer(C.usuario, leerTexto(celda(C.usuario), USUARIO_MAX));
  if (usuario && !PATRON_USUARIO.test(usuario)) {
    error(C.usuario, empleadosMsg.usuarioFormato);
    usuario = undefined;
  }
  const grupo = leer(C.grupo, leerTexto(celda(C.grupo), NOMBRE_MAX));
  if (celda(C.usuario) && !celda(C.grupo)) error(C.grupo, empleadosMsg.usuarioSinGrupo);
  if (celda(C.grupo) && !celda(C.usuario)) error(C.usuario, empleadosMsg.grupoSinUsuario);
  if (errores.length) return { errores };
  const valor: EmpleadoImportado = {
    codEmpleado: codEmpleado!,
    nombre: nombre!,
    apellidoPaterno: apellidoPaterno!,
    apellidoMaterno: apellidoMaterno ?? '',
    codSucursal: codSucursal ?? null,
    activo: activo!,
    usuario: usuario || null,
    grupo: grupo || null,
  };
  return { valor };
};

export const importadorEmpleados: Importador<EmpleadoImportado> = {
  tipo: 'empleados',
  titulo: 'Empleados (con su usuario y grupo)',
  columnas,
  clave: (e) => String(e.codEmpleado),
  validar: validarEmpleado,
  verificar: verificarEmpleados,
  escribir: escribirEmpleados,
};

export default importadorEmpleados;
