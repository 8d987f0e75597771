import { z } from 'zod';
import { entero, enteroTexto, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { pantalla } from '../pantalla.ts';
import { permisoSchema, tokenSchema } from '../seguridad/auth.ts';

/** Screen route, also the menu url that grants every call below (003 §2.6). */
export const ABRIR_PAGINA_LICENCIATARIOS_URL = '/{product}/administracion/abrir-pagina-licenciatarios';

/** The search answers at most this many licensees (like the shared finders). */
export const BUSQUEDA_MAX = 50;
export const TEXTO_MAX = 100;

export const abrirPaginaLicenciatariosMessages = {
  titulo: 'Abrir página licenciatarios',
  buscar: 'Buscar licenciatario por número, usuario o nombre',
  abrir: 'Abrir página',
  confirmar: 'Está a punto de iniciar sesión con las credenciales de este licenciatario, ¿Desea continuar?',
  noExiste: 'El licenciatario no existe o está inactivo.',
  sinSesion: 'No hay una sesión vigente abierta por usted para este licenciatario.',
  textoRequerido: 'Escriba el número, el usuario o el nombre del licenciatario.',
  abierto: 'Se abrió la página de licenciatarios en una pestaña nueva.',
  ventanaBloqueada:
    'El navegador bloqueó la pestaña nueva. Permita las ventanas emergentes de este sitio e intente de nuevo.',
} as const;
const m = abrirPaginaLicenciatariosMessages;

/** A licensee branch of an account, for display. */
export const sucursalLicenciatarioSchema = z.object({ codSucursal: entero(), sucursal: z.string() });

/** 003 §3 Licensee (idEmpleados, usuario, nombre) plus its branches, so the picker can tell namesakes apart. */
export const licenciatarioSchema = z.object({
  idEmpleados: entero(),
  usuario: z.string(),
  nombre: z.string(),
  sucursales: z.array(sucursalLicenciatarioSchema),
});
export type Licenciatario = z.infer<typeof licenciatarioSchema>;

/** Path not shown in the spec (003 §7): decided in docs/decisions/. */
export const buscarLicenciatarios = endpoint({
  method: 'GET',
  path: '/abrir-pagina-licenciatarios/buscar-licenciatarios/:texto',
  params: z.object({ texto: texto().trim().min(1, m.textoRequerido).max(TEXTO_MAX) }),
  data: z.array(licenciatarioSchema),
  summary: 'Busca cuentas activas del portal de licenciatarios por número, usuario o nombre',
});

export const loginLicenciatarioBody = z.object({
  idEmpleados: entero().positive('El licenciatario no es válido.'),
  usuario: texto().trim().min(1, 'El usuario del licenciatario es requerido.').max(TEXTO_MAX),
});

/** 003 §3 licensee login result's data, plus the configured portal address. */
export const sesionLicenciatarioSchema = z.object({
  idUsuario: entero(),
  codEmpleado: entero().nullable(),
  nombre: z.string(),
  permisos: z.array(permisoSchema),
  idWebUsuariosGrupos: entero().nullable(),
  sucursalesGrupo: z.array(entero()),
  urlPortal: z.string(),
});
export type SesionLicenciatario = z.infer<typeof sesionLicenciatarioSchema>;

/** Like the staff login: the envelope plus token { accessToken, expiresAt }. */
export const loginLicenciatarioResponse = envelope(sesionLicenciatarioSchema).extend({
  token: tokenSchema.nullable(),
});
export type LoginLicenciatarioResponse = z.infer<typeof loginLicenciatarioResponse>;

export const loginLicenciatario = endpoint({
  method: 'POST',
  path: '/abrir-pagina-licenciatarios/login-licenciatario',
  body: loginLicenciatarioBody,
  data: sesionLicenciatarioSchema,
  summary:
    'Emite una sesión del portal de licenciatarios a nombre del licenciatario, abierta por el empleado',
});

export const guardarBitacora = endpoint({
  method: 'POST',
  path: '/abrir-pagina-licenciatarios/guardar-bitacora/:idUsuario',
  params: z.object({ idUsuario: enteroTexto().positive('El licenciatario no es válido.') }),
  data: z.boolean(),
  summary: 'Registra en la bitácora que el empleado de la sesión abrió el portal como el licenciatario',
});

/** S45 (003 §2.6). */
export const abrirPaginaLicenciatariosPantalla = pantalla({
  access: 'menu',
  id: 1110,
  parent: 11,
  name: 'Abrir página licenciatarios',
  icon: 'ExportOutlined',
  url: ABRIR_PAGINA_LICENCIATARIOS_URL,
  title: abrirPaginaLicenciatariosMessages.titulo,
  order: 45,
  empresa: 1,
});
