import { z } from 'zod';
import { entero, enteroTexto, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Phone top-ups (S46, 003 §2.7): each branch's user and password at each top-up provider. */
export const RECARGAS_URL = '/{product}/administracion/recargas-telefonicas';

export const CREDENCIAL_MAX = 50;
/** 003 §9: phone top-up toasts last 2 s. */
export const RECARGAS_TOAST_SECONDS = 2;

export const recargasMessages = {
  sinSucursal: 'Es necesario capturar una sucursal.',
  sinUsuario: 'Es necesario capturar un usuario.',
  sinPassword: 'Es necesario capturar una password.',
  sinProveedor: 'Es necesario seleccionar un proveedor.',
  usuarioMax: `El usuario admite como máximo ${CREDENCIAL_MAX} caracteres.`,
  passwordMax: `La password admite como máximo ${CREDENCIAL_MAX} caracteres.`,
  guardado: 'Datos del proveedor guardados correctamente. Se enviarán a la sucursal.',
  reenviado: 'Los datos del proveedor se reenviarán a la sucursal {sucursal}.',
  noExiste: 'El registro del proveedor no existe.',
  sucursalNoExiste: 'La sucursal {codSucursal} no existe.',
  proveedorNoExiste: 'El proveedor seleccionado no existe.',
  duplicado: 'La sucursal {sucursal} ya tiene un usuario del proveedor {proveedor}.',
  duplicadoSimultaneo: 'La sucursal ya tiene un usuario de ese proveedor.',
  sinRegistros: 'No hay proveedores registrados para la búsqueda.',
  deseaGuardar: '¿Desea guardar los datos del proveedor?',
  deseaReenviar: '¿Desea reenviar los datos del proveedor a la sucursal?',
} as const;

export type CampoRecarga = 'sucursal' | 'usuario' | 'password' | 'proveedor';

/** 003 §5 'Phone top-up provider save', in this order; the failing field for the focus. */
export const validarProveedorRecarga = (d: {
  CodSucursal: number;
  Usuario: string;
  PassWord: string;
  IdProveedor: number;
}): { message: string; campo: CampoRecarga } | null => {
  const m = recargasMessages;
  if (!(d.CodSucursal > 0)) return { message: m.sinSucursal, campo: 'sucursal' };
  if (!d.Usuario.trim()) return { message: m.sinUsuario, campo: 'usuario' };
  if (!d.PassWord) return { message: m.sinPassword, campo: 'password' };
  if (d.IdProveedor === 0) return { message: m.sinProveedor, campo: 'proveedor' };
  return null;
};

/** A provider row as lists show it: the password never leaves the server. */
export const datosProveedorSchema = z.object({
  idCatRecargasUsuarioSucursal: entero(),
  codSucursal: entero(),
  sucursal: z.string(),
  idProveedor: entero(),
  proveedor: z.string(),
  usuario: z.string(),
  fecha: z.string(),
  /** When the data was last queued for the branch (save or resend). */
  ultimoEnvio: z.string().nullable(),
});
export type DatosProveedor = z.infer<typeof datosProveedorSchema>;

export const consultaDatosProveedor = endpoint({
  method: 'POST',
  path: '/adminRecargas/consultaDatosProveedor',
  body: z.object({
    CodSucursal: entero().min(0).default(0),
    IdProveedor: entero().min(0).default(0),
    IdCatRecargasUsuarioSucursal: entero().min(0).default(0),
  }),
  data: z.array(datosProveedorSchema),
  summary: 'Datos de proveedores de recargas por sucursal, proveedor o registro (0: todos)',
});

export const guardarDatosProveedor = endpoint({
  method: 'POST',
  path: '/adminRecargas/guardarDatosProveedor',
  body: z.object({
    IdCatRecargasUsuarioSucursal: entero().min(0),
    CodSucursal: entero().min(0),
    IdProveedor: entero().min(0),
    Usuario: texto().max(CREDENCIAL_MAX, recargasMessages.usuarioMax),
    PassWord: texto().max(CREDENCIAL_MAX, recargasMessages.passwordMax),
    /** Sent by the client as the spec says; the server records the session's user. */
    IdWebUsuario: entero().optional(),
  }),
  data: datosProveedorSchema,
  summary: 'Crea (id 0) o modifica el usuario y la password de una sucursal en un proveedor',
});

export const reenviarDatosProveedor = endpoint({
  method: 'GET',
  path: '/adminRecargas/reenviarDatosProveedor/:idCatRecargasUsuarioSucursal/:codSucursal',
  params: z.object({
    idCatRecargasUsuarioSucursal: enteroTexto().positive(),
    codSucursal: enteroTexto().positive(),
  }),
  data: datosProveedorSchema,
  summary: 'Vuelve a enviar a la sucursal su usuario y password del proveedor',
});

// The providers' list is the shared airtime catalogue: catalogos/catalogosArticulos recargaProveedores.

/** S46 (003 §2.7). */
export const recargasTelefonicasPantalla = pantalla({
  access: 'menu',
  id: 1151,
  parent: 11,
  name: 'Recargas Telefonicas',
  icon: 'MobileOutlined',
  url: RECARGAS_URL,
  title: 'Recargas Telefonicas',
  order: 51,
  empresa: 1,
  // A branch's provider row and its resends ('Reenviar'), both audited under the row's id.
  historial: { tablas: ['cat_recargas_usuario_sucursal', 'recargas_envios'] },
});
