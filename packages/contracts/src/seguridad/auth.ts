import { z } from 'zod';
import { entero, texto } from '../campos.ts';
import { LOGIN_PASSWORD_MAX, USUARIO_MAX } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { messages } from '../messages.ts';
import { pantalla } from '../pantalla.ts';
import { fallaCredenciales } from './credenciales.ts';

export const permisoSchema = z.object({
  id: entero(),
  parentid: entero().nullable(),
  name: z.string(),
  icon: z.string().nullable(),
  url: z.string().nullable(),
  idEmpresa: entero(),
});
export type Permiso = z.infer<typeof permisoSchema>;

export const usuarioSesionSchema = z.object({
  idUsuario: entero(),
  codEmpleado: entero(),
  nombre: z.string(),
  usuario: z.string(),
  permisos: z.array(permisoSchema),
  idWebUsuariosGrupos: entero().nullable(),
  sucursalesGrupo: z.array(entero()),
});
export type UsuarioSesion = z.infer<typeof usuarioSesionSchema>;

export const tokenSchema = z.object({
  accessToken: z.string(),
  /** ISO 8601 instant when the access token stops being accepted. */
  expiresAt: z.string(),
});

export const loginBody = z
  .object({ usuario: texto().trim().max(USUARIO_MAX), password: texto().max(LOGIN_PASSWORD_MAX) })
  .superRefine((credenciales, ctx) => {
    const falla = fallaCredenciales(credenciales);
    if (falla) ctx.addIssue({ code: 'custom', path: [falla.campo], message: falla.mensaje });
  });

/** Login answer: the envelope plus token (000 §3 Login response). */
export const loginResponse = envelope(usuarioSesionSchema).extend({ token: tokenSchema.nullable() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const login = endpoint({
  method: 'POST',
  path: '/seguridad/login',
  body: loginBody,
  data: usuarioSesionSchema,
  summary: 'Inicia sesión con usuario y contraseña',
});

/** The refresh token travels in an HttpOnly cookie; a body refresh_token is accepted and ignored. */
export const renovarTokenBody = z.object({ refresh_token: texto().optional() }).nullish();

/**
 * Renewal answer: envelope plus accessToken and expiresIn (seconds); the refresh token is the cookie.
 * permisos is the user's menu as the new token grants it, so that a permission change reaches the
 * menu and the navigation guard without a new sign-in.
 */
export const renovarTokenResponse = envelope(z.null()).extend({
  accessToken: z.string().nullable(),
  expiresIn: entero().nullable(),
  expiresAt: z.string().nullable(),
  permisos: z.array(permisoSchema).nullable(),
});
export type RenovarTokenResponse = z.infer<typeof renovarTokenResponse>;

export const renovarToken = endpoint({
  method: 'POST',
  path: '/seguridad/renovar-token',
  body: renovarTokenBody,
  data: z.null(),
  summary: 'Renueva el token de acceso con la cookie de renovación (rotación y detección de reuso)',
});

export const logout = endpoint({
  method: 'POST',
  path: '/seguridad/logout',
  data: z.null(),
  summary: 'Cierra la sesión: revoca la familia del token de renovación y borra la cookie',
});

/** The login page (000 §2 Login screen), outside the shell. */
export const loginPantalla = pantalla({ access: 'publico', url: '/login', title: messages.login.titulo });
