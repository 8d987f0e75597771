import { z } from 'zod';
import { entero, texto } from '../campos.ts';
import { PASSWORD_MAX } from '../constants.ts';
import { endpoint } from '../endpoint.ts';

export const modificarPasswordBody = z.object({
  idEmpleado: entero().positive(),
  password: texto().max(PASSWORD_MAX, `La contraseña admite como máximo ${PASSWORD_MAX} caracteres.`),
  claveAnterior: texto().max(200),
});
export type ModificarPasswordBody = z.infer<typeof modificarPasswordBody>;

export const modificarPassword = endpoint({
  method: 'POST',
  path: '/generales/modificarPassword',
  body: modificarPasswordBody,
  data: z.null(),
  summary: 'Cambia la contraseña del usuario de la sesión',
});
