import { z } from 'zod';

/**
 * S29 'Catálogo de contactos de proveedores' (002 §5 'Supplier contact' and 'Bank account'): the
 * limits, the messages and the form checks in the spec's order, run by the web before sending and
 * by the server again (the same messages).
 */

/** 002 §9: cargo, name, e-mail, account number and account name, at most 50 characters. */
export const TEXTO_CONTACTO_MAX = 50;
/** 002 §5: a phone is exactly 10 digits; its field takes up to 12 (digits only). */
export const TELEFONO_DIGITOS = 10;
export const TELEFONO_CAMPO_MAX = 12;
/** An interbank account (CLABE): 18 digits, the first 3 its bank's code, the last its check digit. */
export const CLABE_DIGITOS = 18;
/** 002 §5: the phone is shown 2-4-4 for these area codes, 3-3-4 otherwise. */
export const LADAS_DOS_DIGITOS = ['55', '33', '81'] as const;

export const contactoMessages = {
  // 002 §5, verbatim.
  sinDepartamento: 'Es necesario seleccionar un departamento.',
  sinCargo: 'Es necesario capturar un cargo.',
  sinNombre: 'Es necesario capturar un nombre correcto.',
  sinCorreo: 'Es necesario capturar un correo válido.',
  formatoCorreo: 'Formato de correo no es válido',
  sinTelefono: 'Es necesario capturar un teléfono correcto.',
  formatoTelefono: 'Formato de teléfono no es válido. Debe ser un número de 10 dígitos.',
  eliminar: '¿Esta seguro que desea eliminar contacto?',
  sinBanco: 'Es necesario seleccionar un banco.',
  sinCuenta: 'Es necesario capturar un numero de cuenta.',
  sinNombreCuenta: 'Es necesario capturar un nombre a la cuenta.',
  marcarPrincipal: 'Se marcara la cuenta seleccionada como principal ¿Desea continuar?',
  // 002 §8.
  errorGuardarCuenta: 'Error al guardar la cuenta bancaria',
  errorObtenerCuentas: 'Error al obtener cuentas',
  // Not in the spec (docs/decisions/proveedores.md, S29).
  cargoLargo: `El cargo admite como máximo ${TEXTO_CONTACTO_MAX} caracteres.`,
  nombreLargo: `El nombre admite como máximo ${TEXTO_CONTACTO_MAX} caracteres.`,
  correoLargo: `El correo admite como máximo ${TEXTO_CONTACTO_MAX} caracteres.`,
  cuentaDigitos: 'El numero de cuenta solo admite dígitos.',
  cuentaLarga: `El numero de cuenta admite como máximo ${TEXTO_CONTACTO_MAX} dígitos.`,
  clabeDigito: 'La CLABE no es válida: su dígito verificador no corresponde.',
  clabeBanco: 'La CLABE no corresponde al banco seleccionado.',
  nombreCuentaLargo: `El nombre de la cuenta admite como máximo ${TEXTO_CONTACTO_MAX} caracteres.`,
  detalleInvalido: 'El proveedor de la marca no es válido.',
  contactoInvalido: 'El contacto no es válido.',
  cuentaInvalida: 'La cuenta no es válida.',
  departamentoInvalido: 'El departamento no es válido.',
  bancoInvalido: 'El banco no es válido.',
  detalleNoExiste: 'El proveedor de la marca no existe.',
  departamentoNoExiste: 'El departamento seleccionado no existe.',
  bancoNoExiste: 'El banco seleccionado no existe.',
  contactoAjeno: 'El contacto no existe o no pertenece al proveedor de la marca.',
  cuentaAjena: 'La cuenta no existe o no pertenece al proveedor de la marca.',
  cuentaRepetida: 'La cuenta {cuenta} ya está registrada para este proveedor.',
  principalNoSeQuita: 'La cuenta principal no se puede desmarcar: marque otra cuenta como principal.',
  principalAlMismoTiempo:
    'Otro usuario cambió la cuenta principal al mismo tiempo. Vuelva a abrir las cuentas e intente de nuevo.',
  contactoGuardado: 'El contacto se guardó correctamente.',
  contactoEliminado: 'El contacto se eliminó correctamente.',
  envioActivado: 'El contacto recibirá por correo los avisos de pago.',
  envioDesactivado: 'El contacto ya no recibirá por correo los avisos de pago.',
  cuentaGuardada: 'La cuenta bancaria se guardó correctamente.',
  principalMarcada: 'La cuenta se marcó como principal.',
  sinContactos: 'El proveedor no tiene contactos registrados.',
  sinCuentas: 'El proveedor no tiene cuentas bancarias registradas.',
  sinFilas: 'No hay marcas con proveedores que mostrar.',
} as const;
const m = contactoMessages;

/** The e-mail format check (zod's, the same in the browser and on the server). */
export const esCorreo = (correo: string) => z.email().safeParse(correo).success;

/**
 * A phone as 002 §5 shows it: 2-4-4 for the area codes 55, 33 and 81 (Mexico City, Guadalajara,
 * Monterrey), 3-3-4 otherwise ('55 1234 5678', '442 123 4567'). Anything but 10 digits as stored.
 */
export const formatoTelefono = (telefono: string) => {
  if (!/^\d{10}$/.test(telefono)) return telefono;
  const dos = (LADAS_DOS_DIGITOS as readonly string[]).includes(telefono.slice(0, 2));
  return dos
    ? `${telefono.slice(0, 2)} ${telefono.slice(2, 6)} ${telefono.slice(6)}`
    : `${telefono.slice(0, 3)} ${telefono.slice(3, 6)} ${telefono.slice(6)}`;
};

export type CampoContacto =
  | 'idCatProveedoresMarcasAreas'
  | 'cargoDeArea'
  | 'nombreContacto'
  | 'correo'
  | 'telefono';

export interface DatosContacto {
  idCatProveedoresMarcasAreas: number | null;
  cargoDeArea: string;
  nombreContacto: string;
  correo: string;
  telefono: string;
}

type Falla<C> = { campo: C; mensaje: string } | null;

/**
 * 002 §5 'Supplier contact', in order: department; cargo (max 50); name (max 50); e-mail (given,
 * its format, max 50); phone (given, exactly 10 digits). Texts are judged without their blanks.
 */
export const fallaContacto = (c: DatosContacto): Falla<CampoContacto> => {
  if (!(c.idCatProveedoresMarcasAreas && c.idCatProveedoresMarcasAreas > 0))
    return { campo: 'idCatProveedoresMarcasAreas', mensaje: m.sinDepartamento };
  const cargo = c.cargoDeArea.trim();
  if (!cargo) return { campo: 'cargoDeArea', mensaje: m.sinCargo };
  if (cargo.length > TEXTO_CONTACTO_MAX) return { campo: 'cargoDeArea', mensaje: m.cargoLargo };
  const nombre = c.nombreContacto.trim();
  if (!nombre) return { campo: 'nombreContacto', mensaje: m.sinNombre };
  if (nombre.length > TEXTO_CONTACTO_MAX) return { campo: 'nombreContacto', mensaje: m.nombreLargo };
  const correo = c.correo.trim();
  if (!correo) return { campo: 'correo', mensaje: m.sinCorreo };
  if (!esCorreo(correo)) return { campo: 'correo', mensaje: m.formatoCorreo };
  if (correo.length > TEXTO_CONTACTO_MAX) return { campo: 'correo', mensaje: m.correoLargo };
  const telefono = c.telefono.trim();
  if (!telefono) return { campo: 'telefono', mensaje: m.sinTelefono };
  if (!new RegExp(`^\\d{${TELEFONO_DIGITOS}}$`).test(telefono))
    return { campo: 'telefono', mensaje: m.formatoTelefono };
  return null;
};

const PESOS_CLABE = [3, 7, 1] as const;

/** A CLABE's check digit from its first 17 digits (Banco de México: weights 3, 7, 1; each product mod 10). */
export const digitoClabe = (primeros: string) =>
  (10 -
    ([...primeros.slice(0, 17)].reduce((s, d, i) => s + ((Number(d) * PESOS_CLABE[i % 3]!) % 10), 0) % 10)) %
  10;

/** 18 digits whose last is the check digit of the others. */
export const esClabe = (cuenta: string) =>
  new RegExp(`^\\d{${CLABE_DIGITOS}}$`).test(cuenta) && digitoClabe(cuenta) === Number(cuenta[17]);

export type CampoCuenta = 'banco' | 'cuenta' | 'nombreCuenta';

export interface DatosCuenta {
  banco: number | null;
  cuenta: string;
  nombreCuenta: string;
}

/**
 * 002 §5 'Bank account', in order: bank; account number (digits, max 50; an 18-digit number is a
 * CLABE: its check digit, and its first 3 digits are the bank's code); account name (max 50).
 */
export const fallaCuenta = (c: DatosCuenta): Falla<CampoCuenta> => {
  if (!(c.banco && c.banco > 0)) return { campo: 'banco', mensaje: m.sinBanco };
  const cuenta = c.cuenta.trim();
  if (!cuenta) return { campo: 'cuenta', mensaje: m.sinCuenta };
  if (!/^\d+$/.test(cuenta)) return { campo: 'cuenta', mensaje: m.cuentaDigitos };
  if (cuenta.length > TEXTO_CONTACTO_MAX) return { campo: 'cuenta', mensaje: m.cuentaLarga };
  if (cuenta.length === CLABE_DIGITOS) {
    if (!esClabe(cuenta)) return { campo: 'cuenta', mensaje: m.clabeDigito };
    if (Number(cuenta.slice(0, 3)) !== c.banco) return { campo: 'cuenta', mensaje: m.clabeBanco };
  }
  const nombre = c.nombreCuenta.trim();
  if (!nombre) return { campo: 'nombreCuenta', mensaje: m.sinNombreCuenta };
  if (nombre.length > TEXTO_CONTACTO_MAX) return { campo: 'nombreCuenta', mensaje: m.nombreCuentaLargo };
  return null;
};
