import { z } from 'zod';
import { texto as cadena, entero, INT2_MAX } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Screen route, also the menu url that grants every call below (003 §2.3). */
export const DIRECCION_SUCURSALES_URL = '/{product}/administracion/direccion-sucursales';

export const CP_MAX = 5;
export const TELEFONO_DIGITOS = 10;
/** The phone input holds at most this many characters, spaces included (003 §9). */
export const TELEFONO_MAX = 12;
/** Area codes written 2-4-4; every other number is 3-3-4 (003 §5). */
export const LADAS_DOS_DIGITOS = ['55', '33', '81'] as const;
export const TIPO_FARMACIA = 1;
/** Addresses of these types are never deleted (003 §2.3). */
export const TIPOS_SIN_ELIMINAR = [1, 2] as const;
export const TEXTO_MAX = 200;

export const direccionMessages = {
  titulo: 'Direcciones de Sucursales',
  nueva: 'Nueva Dirección',
  modalTitulo: 'Registrar nueva dirección de sucursal',
  cpRequerido: 'Codigo postal requerido',
  coloniaRequerida: 'Elija una colonia',
  calleRequerida: 'Introdusca en que calle se encuentra la dirección',
  numExteriorRequerido: 'Numero exterior requerido',
  entreCallesRequerido: 'Introdusca entre que calles se encuentra la dirección',
  telefonoInvalido: 'El telefono tiene que tener 10 digitos',
  horarioRequerido: 'Introdusca la hora de apertura y cierre',
  cpInvalido: 'Introduzca un código postal válido',
  deseaGuardar: '¿Deseas guardar los cambios?',
  deseaEliminar: '¿Deseas eliminar la dirección?',
  eliminada: 'Se eliminó con éxito',
  guardada: 'Dirección guardada correctamente.',
  sinDireccion: 'La sucursal {sucursal} no tiene dirección registrada, ¿Desea registrar una?',
  sucursalRequerida: 'Debe seleccionar una sucursal.',
  sucursalNoExiste: 'La sucursal {codSucursal} no existe o está inactiva.',
  direccionNoExiste: 'La dirección no existe.',
  noEliminable: 'La dirección de tipo {tipo} no se puede eliminar.',
  coloniaNoPertenece: 'La colonia {colonia} no pertenece al código postal {cp}.',
} as const;

/** 'Farmacia' for type 1, 'Consultorio n' for type n+1 (003 §3). */
export const descripcionTipo = (tipo: number) => (tipo <= 1 ? 'Farmacia' : `Consultorio ${tipo - 1}`);

const hora = cadena().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'La hora debe tener el formato HH:mm.');

/** 003 §3 Branch address. tipo 0 in a save means a new address (the server gives the next type). */
export const direccionSchema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  tipo: entero(),
  cP: z.string(),
  colonia: z.string(),
  calle: z.string(),
  numExterior: z.string(),
  entreCalles: z.string(),
  telefono: z.string(),
  municipio: z.string(),
  estado: z.string(),
  localidad: z.string(),
  horarios: z.string(),
  domicilioDescriptivo: z.string(),
  horarioApertura: z.string(),
  horarioCierre: z.string(),
});
export type Direccion = z.infer<typeof direccionSchema>;

export const sucursalDireccionSchema = z.object({ codSucursal: entero(), sucursal: z.string() });
export type SucursalDireccion = z.infer<typeof sucursalDireccionSchema>;

export const consultaBody = z.object({
  /** 0 for every branch. */
  codSucursal: entero().min(0).default(0),
});

export const consulta = endpoint({
  method: 'POST',
  path: '/direccion/consulta',
  body: consultaBody,
  data: z.object({ direcciones: z.array(direccionSchema), sucursales: z.array(sucursalDireccionSchema) }),
  summary: 'Sucursales activas y sus direcciones',
});

const texto = cadena().trim().max(TEXTO_MAX, `El texto admite como máximo ${TEXTO_MAX} caracteres.`);

/**
 * Shape only: the required fields are checked by the service in the spec's order, so an empty field
 * answers the spec's message instead of a schema error. Municipio, estado and localidad are taken
 * from the postal-code catalogue, whatever is sent.
 */
export const guardarBody = z.object({
  codSucursal: entero().positive('La sucursal no es válida.'),
  sucursal: cadena().max(TEXTO_MAX).default(''),
  // cat_sucursales_direcciones.tipo is a smallint.
  tipo: entero({ min: 0, max: INT2_MAX }),
  cP: cadena().trim().max(20).default(''),
  colonia: texto.default(''),
  calle: texto.default(''),
  numExterior: cadena().trim().max(20, 'El número exterior admite como máximo 20 caracteres.').default(''),
  entreCalles: texto.default(''),
  telefono: cadena().max(20).default(''),
  municipio: cadena().max(TEXTO_MAX).default(''),
  estado: cadena().max(TEXTO_MAX).default(''),
  localidad: cadena().max(TEXTO_MAX).default(''),
  horarios: cadena().trim().max(500, 'Los horarios admiten como máximo 500 caracteres.').default(''),
  domicilioDescriptivo: cadena()
    .trim()
    .max(500, 'El domicilio descriptivo admite como máximo 500 caracteres.')
    .default(''),
  horarioApertura: z.union([hora, z.literal('')]).default(''),
  horarioCierre: z.union([hora, z.literal('')]).default(''),
});
export type GuardarDireccion = z.input<typeof guardarBody>;

export const guardar = endpoint({
  method: 'POST',
  path: '/direccion/guardar',
  body: guardarBody,
  data: direccionSchema,
  summary: 'Crea (tipo 0) o modifica la dirección de una sucursal',
});

export const eliminarBody = z
  .object({ codSucursal: entero().positive(), tipo: entero({ max: INT2_MAX }).positive() })
  .loose();

export const eliminar = endpoint({
  method: 'POST',
  path: '/direccion/eliminar',
  body: eliminarBody,
  data: z.object({ codSucursal: entero(), tipo: entero() }),
  summary: 'Elimina una dirección de consultorio (tipos 3 en adelante)',
});

export const coloniaSchema = z.object({
  colonia: z.string(),
  municipio: z.string(),
  estado: z.string(),
  localidad: z.string(),
});
export type Colonia = z.infer<typeof coloniaSchema>;

export const codigoPostal = endpoint({
  method: 'GET',
  path: '/catalogos-sat/codigo-postal/:cp',
  params: z.object({ cp: cadena().regex(/^\d{5}$/, 'El código postal debe tener 5 dígitos.') }),
  data: z.array(coloniaSchema),
  summary: 'Colonias de un código postal (catálogo SEPOMEX)',
});

/** The phone's digits (the screen shows them with spaces). */
export const digitosTelefono = (telefono: string) => telefono.replace(/[\s-]/g, '');

/** 2-4-4 for the 55, 33 and 81 area codes, 3-3-4 otherwise (003 §5); partial input too. */
export const formatearTelefono = (telefono: string) => {
  const digits = telefono.replace(/\D/g, '').slice(0, TELEFONO_DIGITOS);
  const sizes = (LADAS_DOS_DIGITOS as readonly string[]).includes(digits.slice(0, 2)) ? [2, 4, 4] : [3, 3, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
};

export interface CamposDireccion {
  cP: string;
  colonia: string;
  calle: string;
  numExterior: string;
  entreCalles: string;
  telefono: string;
  horarioApertura: string;
  horarioCierre: string;
}

export type CampoDireccion = keyof CamposDireccion;

/**
 * The required checks of 003 §5 Branch address, in its order: the first failure (message and
 * field) or null. Used by the screen and again by the server.
 */
export const validarDireccion = (dir: CamposDireccion): { message: string; field: CampoDireccion } | null => {
  const m = direccionMessages;
  const cp = dir.cP.trim();
  if (!cp || cp.length > CP_MAX) return { message: m.cpRequerido, field: 'cP' };
  if (!dir.colonia.trim()) return { message: m.coloniaRequerida, field: 'colonia' };
  if (!dir.calle.trim()) return { message: m.calleRequerida, field: 'calle' };
  if (!dir.numExterior.trim()) return { message: m.numExteriorRequerido, field: 'numExterior' };
  if (!dir.entreCalles.trim()) return { message: m.entreCallesRequerido, field: 'entreCalles' };
  if (!/^\d{10}$/.test(digitosTelefono(dir.telefono)))
    return { message: m.telefonoInvalido, field: 'telefono' };
  if (!dir.horarioApertura) return { message: m.horarioRequerido, field: 'horarioApertura' };
  if (!dir.horarioCierre) return { message: m.horarioRequerido, field: 'horarioCierre' };
  return null;
};

/** S42b (003 §2.3). */
export const direccionSucursalesPantalla = pantalla({
  access: 'menu',
  id: 1121,
  parent: 11,
  name: 'Direcciones de sucursales',
  icon: 'EnvironmentOutlined',
  url: DIRECCION_SUCURSALES_URL,
  title: direccionMessages.titulo,
  order: 21,
  empresa: 1,
  // Each address is audited under 'codSucursal-tipo'.
  historial: { tablas: ['cat_sucursales_direcciones'] },
});
