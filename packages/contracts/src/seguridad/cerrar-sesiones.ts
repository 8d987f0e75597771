import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const cerrarSesionesMessages = {
  boton: 'Cerrar sesiones',
  confirmar:
    '¿Desea cerrar todas las sesiones de {nombre}? Tendrá que volver a iniciar sesión en cada equipo.',
  cerradas: 'Sesiones cerradas. El usuario tendrá que volver a iniciar sesión.',
  usuarioNoExiste: 'El usuario web {idWebUsuario} no existe.',
} as const;

/**
 * An administrator ends every session of a web user at once (a lost device, a departure). Granted
 * by the web permissions screen, where the button is (docs/decisions/seguridad.md).
 */
export const cerrarSesionesUsuario = endpoint({
  method: 'POST',
  path: '/seguridad/cerrar-sesiones/:idWebUsuario',
  params: z.object({
    idWebUsuario: z.coerce.number().int().positive('El usuario no es válido.').max(2_147_483_647),
  }),
  data: z.null(),
  summary: 'Cierra todas las sesiones de un usuario web',
});
