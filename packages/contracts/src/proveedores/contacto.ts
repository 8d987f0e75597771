import { z } from 'zod';
import { entero, enteroTexto, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';
import { contactoMessages as m } from './contacto/validar.ts';

/** S29 'Catálogo de contactos de proveedores' (002 §2): contacts and bank accounts of each brand's supplier. */
export const CONTACTO_URL = '/{product}/catalogos/proveedores/contacto';
const B = '/contactoProveedor';

/**
 * 002 §3 'Supplier brand row' (nombreMarca, proveedor, idCatProveedoresMarcasDet), with what the
 * table shows besides: how many contacts (and of them for payment notices) and bank accounts it has,
 * and whether its brand and supplier are active.
 */
export const marcaProveedorSchema = z.object({
  idCatProveedoresMarcasDet: entero(),
  idCatProveedoresMarcasEnc: entero(),
  codProveedor: entero(),
  nombreMarca: z.string(),
  proveedor: z.string(),
  activo: z.boolean(),
  contactos: entero(),
  /** Contacts marked 'Enviar correo' (confirmarPagoCorreo): who gets the payment notice (S34). */
  contactosPago: entero(),
  cuentas: entero(),
});
export type MarcaProveedor = z.infer<typeof marcaProveedorSchema>;

/** 002 §3 'Supplier contact'. */
export const contactoSchema = z.object({
  idCatProveedoresMarcasDetContacto: entero(),
  idCatProveedoresMarcasDet: entero(),
  idCatProveedoresMarcasAreas: entero(),
  area: z.string(),
  cargoDeArea: z.string(),
  nombreContacto: z.string(),
  correo: z.string(),
  /** 10 digits as stored; shown with formatoTelefono. */
  telefono: z.string(),
  confirmarPagoCorreo: z.boolean(),
});
export type Contacto = z.infer<typeof contactoSchema>;

export const areaSchema = z.object({ idCatProveedoresMarcasAreas: entero(), area: z.string() });
export type Area = z.infer<typeof areaSchema>;

/** 002 §3 'Bank list items: codigo, descripcion'. */
export const bancoSchema = z.object({ codigo: entero(), descripcion: z.string() });
export type Banco = z.infer<typeof bancoSchema>;

/** 002 §3 'Supplier bank account': `banco` is the bank's name, `clave` its code. */
export const cuentaBancoSchema = z.object({
  idCatProveedoresMarcasCuentas: entero(),
  idCatProveedoresMarcasDet: entero(),
  banco: z.string(),
  clave: entero(),
  cuenta: z.string(),
  nombreCuenta: z.string(),
  cuentaPrincipal: z.boolean(),
});
export type CuentaBanco = z.infer<typeof cuentaBancoSchema>;

const idDet = () => entero({ min: 1, mensaje: m.detalleInvalido });

/**
 * 002 §7 GuardarDatosContacto: id 0 adds a contact to the brand's supplier. The texts are bounded
 * here (a 400 past 1,000 characters); the spec's checks (fallaContacto) answer as refusals.
 */
export const guardarContactoBody = z.object({
  idCatProveedoresMarcasDetContacto: entero({ min: 0, mensaje: m.contactoInvalido }),
  idCatProveedoresMarcasAreas: entero({ min: 0, mensaje: m.departamentoInvalido }),
  idCatProveedoresMarcasDet: idDet(),
  nombreContacto: texto(),
  correo: texto(),
  telefono: texto(),
  cargoDeArea: texto(),
});
export type GuardarContacto = z.infer<typeof guardarContactoBody>;

/** 002 §7 GuardarEnvioCorreo: whether the contact gets the payment notices. */
export const guardarEnvioCorreoBody = z.object({
  idCatProveedoresMarcasDetContacto: entero({ min: 1, mensaje: m.contactoInvalido }),
  confirmarPagoCorreo: z.boolean({ error: 'Indique true o false.' }),
});
export type GuardarEnvioCorreo = z.infer<typeof guardarEnvioCorreoBody>;

/**
 * 002 §7 GuardarDatosCuentaBanco: id 0 adds an account; `banco` is the bank's code. CuentaPrincipal
 * true makes it the principal one (the previous one is unmarked in the same transaction).
 */
export const guardarCuentaBody = z.object({
  idCatProveedoresMarcasCuentas: entero({ min: 0, mensaje: m.cuentaInvalida }),
  idCatProveedoresMarcasDet: idDet(),
  banco: entero({ min: 0, mensaje: m.bancoInvalido }),
  cuenta: texto(),
  nombreCuenta: texto(),
  cuentaPrincipal: z.boolean({ error: 'Indique true o false.' }).default(false),
});
export type GuardarCuenta = z.input<typeof guardarCuentaBody>;

const detTexto = () => enteroTexto({ min: 1, mensaje: m.detalleInvalido });

export const marcasYProveedores = endpoint({
  method: 'GET',
  path: `${B}/marcasYProveedores`,
  data: z.array(marcaProveedorSchema),
  summary: 'Proveedores de cada marca (en orden español) con cuántos contactos y cuentas bancarias tienen',
});

export const contactosPorIdMarca = endpoint({
  method: 'GET',
  path: `${B}/ContactosPorIdMarca/:idCatProveedoresMarcasDet/:idCatProveedoresMarcasDetContacto`,
  params: z.object({
    idCatProveedoresMarcasDet: detTexto(),
    idCatProveedoresMarcasDetContacto: enteroTexto({ min: 0, mensaje: m.contactoInvalido }),
  }),
  data: z.array(contactoSchema),
  summary: 'Contactos del proveedor de una marca (id de contacto 0: todos; otro: ese contacto)',
});

export const obtenerAreas = endpoint({
  method: 'GET',
  path: `${B}/ObtenerAreas`,
  data: z.array(areaSchema),
  summary: 'Departamentos de los contactos de proveedores',
});

export const guardarDatosContacto = endpoint({
  method: 'POST',
  path: `${B}/GuardarDatosContacto`,
  body: guardarContactoBody,
  data: contactoSchema,
  summary: 'Agrega (id 0) o modifica un contacto del proveedor de una marca',
});

/** 002 §7 writes this delete as a GET; it is kept so (permission-checked and audited like any write). */
export const eliminarContacto = endpoint({
  method: 'GET',
  path: `${B}/EliminarContacto/:idCatProveedoresMarcasDet/:idCatProveedoresMarcasDetContacto`,
  params: z.object({
    idCatProveedoresMarcasDet: detTexto(),
    idCatProveedoresMarcasDetContacto: enteroTexto({ min: 1, mensaje: m.contactoInvalido }),
  }),
  data: z.object({ idCatProveedoresMarcasDetContacto: entero() }),
  summary: 'Elimina un contacto del proveedor de una marca',
});

export const guardarEnvioCorreo = endpoint({
  method: 'POST',
  path: `${B}/GuardarEnvioCorreo`,
  body: guardarEnvioCorreoBody,
  data: contactoSchema,
  summary: "Marca o desmarca 'Enviar correo' (el contacto recibe los avisos de pago)",
});

export const obtenerBancos = endpoint({
  method: 'GET',
  path: `${B}/ObtenerBancos`,
  data: z.array(bancoSchema),
  summary: 'Bancos (clave y nombre)',
});

export const bancosPorIdMarca = endpoint({
  method: 'GET',
  path: `${B}/BancosPorIdMarca/:idCatProveedoresMarcasDet/:idCatProveedoresMarcasCuentas`,
  params: z.object({
    idCatProveedoresMarcasDet: detTexto(),
    idCatProveedoresMarcasCuentas: enteroTexto({ min: 0, mensaje: m.cuentaInvalida }),
  }),
  data: z.array(cuentaBancoSchema),
  summary:
    'Cuentas bancarias del proveedor de una marca (id de cuenta 0: todas; otro: esa cuenta), la principal primero',
});

export const guardarDatosCuentaBanco = endpoint({
  method: 'POST',
  path: `${B}/GuardarDatosCuentaBanco`,
  body: guardarCuentaBody,
  data: cuentaBancoSchema,
  summary: 'Agrega (id 0) o modifica una cuenta bancaria; la principal es una sola por proveedor de marca',
});

/**
 * S29 (002 §2): Farmacias › Catálogos › Proveedores. 'Historial' (issue 29) of a contact (by its id)
 * and of a bank account (by its id), as the server audits them.
 */
export const contactoPantalla = pantalla({
  access: 'menu',
  id: 1503,
  parent: 70,
  name: 'Contactos de proveedores',
  icon: 'TeamOutlined',
  url: CONTACTO_URL,
  title: 'Catálogo de contactos de proveedores',
  order: 5,
  empresa: 1,
  historial: { tablas: ['cat_proveedores_marcas_det_contacto', 'cat_proveedores_marcas_cuentas'] },
});
