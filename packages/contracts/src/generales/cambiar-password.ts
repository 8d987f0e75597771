import { z } from 'zod';
import { entero, texto } from '../campos.ts';
import { PASSWORD_MAX } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

export const modificarPasswordBody = z.object({
  idEmpleado: entero().positive(),
  password: texto().max(PASSWORD_MAX, `La contraseña admite como máximo ${PASSWORD_MAX} caracteres.`),
  claveAnterior: texto().max(200),
  /** Whether the user's sessions on other devices end (this one stays); absent means yes. */
  cerrarOtrasSesiones: z.boolean().optional(),
});
export type ModificarPasswordBody = z.infer<typeof modificarPasswordBody>;

export const modificarPassword = endpoint({
  method: 'POST',
  path: '/generales/modificarPassword',
  body: modificarPasswordBody,
  data: z.null(),
  summary: 'Cambia la contraseña del usuario de la sesión',
});

/** Any signed-in user changes their own password (000 §2 Change password screen). */
export const cambiarPasswordPantalla = pantalla({
  access: 'sesion',
  url: '/generales/CambiarPassword',
  title: 'Cambiar contraseña',
});
