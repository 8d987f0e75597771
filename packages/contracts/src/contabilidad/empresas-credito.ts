import { z } from 'zod';
import { entero, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** S22 'Empresas Credito' (002 §2 Credit companies). */
export const EMPRESAS_CREDITO_URL = '/{product}/catalogos/empresascredito';

/** 002 §9: at most 9 billing e-mails per customer. */
export const CORREOS_MAX = 9;
export const RFC_LARGO = 13;
export const MASCARA_TELEFONO = '(###) ###-####';
export const RFC_GENERICO = 'XAXX010101000';
export const RFC_EXTRANJERO = 'XEXX010101000';

export const empresasCreditoMessages = {
  rfcInvalido: 'El RFC ingresado no es válido',
  correosNoCoinciden: 'Los correos no coinciden.',
  correoInvalido: 'Es necesario capturar un correo válido.',
  correosMax: `Solo se pueden registrar ${CORREOS_MAX} correos.`,
  alMenosUnCorreo: 'Debe de agregar al menos un correo',
  razonSocial: 'Debe capturar la razón social',
  nombreComercial: 'Debe capturar el nombre comercial',
  calle: 'Debe capturar la calle',
  numExterior: 'Debe capturar el no. exterior',
  codigoPostal: 'Debe capturar codigo postal',
  colonia: 'Seleccionar colonia',
  regimen: 'Seleccione el régimen fiscal',
  telefono: 'El teléfono debe tener 10 dígitos.',
  errorCodigoPostal: 'No se puede obtener el código postal, favor de intetalo mas tarde.',
  rfcNuevo: 'El RFC no está registrado: capture los datos del cliente.',
  rfcGenerico: 'El RFC genérico o de extranjero no puede registrarse como empresa de crédito.',
  clienteGuardado: 'El cliente se guardó correctamente.',
  correoGuardado: 'El correo se agregó correctamente.',
  correoEliminado: 'El correo se eliminó correctamente.',
  eliminarCorreo: (correo: string) => `¿Desea eliminar el correo ${correo}?`,
  rfcDeOtro: 'El RFC ya está registrado para otro cliente.',
  clienteNoExiste: 'El cliente no existe.',
  correoNoExiste: 'El correo no existe.',
  digitoVerificador: 'El RFC no es válido: su dígito verificador no corresponde.',
  regimenNoExiste: 'El régimen fiscal no existe.',
  regimenNoAplica: (persona: string) => `El régimen fiscal no corresponde a una persona ${persona}.`,
  cpNoExiste: (cp: string) => `El código postal ${cp} no existe en el catálogo del SAT.`,
  nombreConRegimen:
    'La razón social de una persona moral se captura sin su régimen societario (por ejemplo, sin "S.A. de C.V.").',
  rfcVerificado: 'RFC verificado: RFC, razón social, código postal y régimen fiscal son congruentes.',
} as const;
const m = empresasCreditoMessages;

/**
 * 002 §5 RFC: 3–4 letters (Ñ and & included), 6 digits forming a real date, 2 alphanumerics and a
 * last A or digit. The text arrives trimmed and upper-cased (`normalizarRfc`).
 */
const PATRON_RFC = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A\d])$/;
export const normalizarRfc = (rfc: string) => rfc.trim().toUpperCase().slice(0, RFC_LARGO);
export const esRfcValido = (rfc: string): boolean => {
  const p = PATRON_RFC.exec(rfc);
  if (!p) return false;
  const [mes, dia] = [Number(p[3]), Number(p[4])];
  if (mes < 1 || mes > 12 || dia < 1 || dia > 31) return false;
  // A real date: any century gives the same month lengths except 29 Feb (00 is a leap year in 2000).
  const anio = 2000 + Number(p[2]);
  return new Date(Date.UTC(anio, mes - 1, dia)).getUTCDate() === dia;
};
export { conRegimenSocietario } from './empresas-credito/regimen.ts';

/** 12 characters: a company (persona moral); 13: a person (persona física). */
export const personaDeRfc = (rfc: string): 'moral' | 'física' => (rfc.length === 12 ? 'moral' : 'física');

const rfcSchema = texto(50, m.rfcInvalido).transform(normalizarRfc).refine(esRfcValido, m.rfcInvalido);
const codigoPostalSchema = texto(5, m.codigoPostal).regex(/^\d{5}$/, m.codigoPostal);
const correoSchema = z.email({ error: m.correoInvalido }).max(100, m.correoInvalido);

export const domicilioSchema = z.object({
  idDomicilio: entero(),
  calle: texto(100),
  colonia: texto(100),
  numExterior: texto(20),
  numInterior: texto(20),
  localidad: texto(100),
  municipio: texto(100),
  estado: texto(100),
  codPostal: texto(5, m.codigoPostal),
});
export type Domicilio = z.infer<typeof domicilioSchema>;

export const correoClienteSchema = z.object({ idCatClientesFacturacion: entero(), correo: z.string() });
export type CorreoCliente = z.infer<typeof correoClienteSchema>;

export const regimenFiscalSchema = z.object({ regimenFiscal: z.string(), descripcion: z.string() });
export type RegimenFiscal = z.infer<typeof regimenFiscalSchema>;

/** 002 §3 Credit customer (idCatClientesFacturacion is its billing record: one per customer). */
export const clienteCreditoSchema = z.object({
  codCliente: entero(),
  idCatClientesFacturacion: entero(),
  nombre: z.string(),
  nombreComercial: z.string(),
  rfc: z.string(),
  telefono: z.string(),
  regimenFiscal: z.string(),
  descripcionRegimen: z.string(),
  publicoGeneral: z.boolean(),
  empresaCredito: entero(),
  codPostal: z.string(),
  colonia: z.string(),
});
export type ClienteCredito = z.infer<typeof clienteCreditoSchema>;

/** The save checks of 002 §5 in order; the web runs them before verifying, the server again. */
export type CampoCliente =
  | 'correos'
  | 'nombre'
  | 'nombreComercial'
  | 'calle'
  | 'numExterior'
  | 'codPostal'
  | 'colonia'
  | 'regimenFiscal'
  | 'telefono';
export const fallaCliente = (c: {
  correos: readonly string[];
  nombre: string;
  nombreComercial: string;
  domicilio: { calle: string; numExterior: string; codPostal: string; colonia: string };
  regimenFiscal: string;
  telefono: string;
}): { campo: CampoCliente; mensaje: string } | null => {
  if (!c.correos.length) return { campo: 'correos', mensaje: m.alMenosUnCorreo };
  if (!c.nombre.trim()) return { campo: 'nombre', mensaje: m.razonSocial };
  if (!c.nombreComercial.trim()) return { campo: 'nombreComercial', mensaje: m.nombreComercial };
  if (!c.domicilio.calle.trim()) return { campo: 'calle', mensaje: m.calle };
  if (!c.domicilio.numExterior.trim()) return { campo: 'numExterior', mensaje: m.numExterior };
  if (!/^\d{5}$/.test(c.domicilio.codPostal.trim())) return { campo: 'codPostal', mensaje: m.codigoPostal };
  if (!c.domicilio.colonia.trim()) return { campo: 'colonia', mensaje: m.colonia };
  if (!c.regimenFiscal) return { campo: 'regimenFiscal', mensaje: m.regimen };
  if (c.telefono && c.telefono.replace(/\D/g, '').length !== 10)
    return { campo: 'telefono', mensaje: m.telefono };
  return null;
};

export const guardarClienteBody = z
  .object({
    codCliente: entero({ min: 0 }),
    rfc: rfcSchema,
    nombre: texto(254),
    nombreComercial: texto(254),
    telefono: texto(20),
    regimenFiscal: texto(3),
    publicoGeneral: z.boolean(),
    empresaCredito: z.unknown().optional(),
    usuario: z.unknown().optional(),
    correos: z.array(correoSchema).max(CORREOS_MAX, m.correosMax),
    domicilio: domicilioSchema.pick({
      calle: true,
      colonia: true,
      numExterior: true,
      numInterior: true,
      codPostal: true,
    }),
  })
  .superRefine((c, ctx) => {
    const falla = fallaCliente(c);
    if (falla) ctx.addIssue({ code: 'custom', path: [falla.campo], message: falla.mensaje });
  });
export type GuardarCliente = z.input<typeof guardarClienteBody>;

export const verificarRfcBody = z.object({
  rfc: rfcSchema,
  codigoPostal: codigoPostalSchema,
  nombre: texto(254).trim().min(1, m.razonSocial),
  regimenFiscal: texto(3).min(1, m.regimen),
});

export const consultarClientes = endpoint({
  method: 'GET',
  path: '/empresascredito/consultar',
  data: z.array(clienteCreditoSchema),
  summary: 'Clientes de crédito (los primeros 500, en orden de razón social)',
});
export const buscarClientes = endpoint({
  method: 'GET',
  path: '/empresascredito/consultar/:buscar',
  params: z.object({ buscar: texto(100).trim().min(1) }),
  data: z.array(clienteCreditoSchema),
  summary: 'Clientes de crédito por código, RFC, razón social o nombre comercial',
});
export const consultarRfcCliente = endpoint({
  method: 'POST',
  path: '/empresascredito/consultarRFCCliente',
  body: z.object({ rfc: rfcSchema }),
  data: z.object({
    code: z.number(),
    clientes: z.array(clienteCreditoSchema),
    regimenFiscal: z.array(regimenFiscalSchema),
    correos: z.array(correoClienteSchema),
    domicilios: z.array(domicilioSchema),
  }),
  summary: 'Busca un RFC: code 0 (nuevo o encontrado en clientes), >0 aviso',
});
export const guardarCliente = endpoint({
  method: 'POST',
  path: '/empresascredito/guardarCliente',
  body: guardarClienteBody,
  data: clienteCreditoSchema,
  summary: 'Guarda el cliente de crédito con su domicilio y sus correos',
});
export const regimenesFiscales = endpoint({
  method: 'GET',
  path: '/empresascredito/regimenFiscal',
  data: z.array(regimenFiscalSchema),
  summary: 'Regímenes fiscales del SAT (c_RegimenFiscal)',
});
export const coloniasCodigoPostal = endpoint({
  method: 'GET',
  path: '/empresascredito/codigoPostal/:codigoPostal',
  params: z.object({ codigoPostal: codigoPostalSchema }),
  data: z.array(
    z.object({ colonia: z.string(), localidad: z.string(), municipio: z.string(), estado: z.string() }),
  ),
  summary: 'Colonias de un código postal',
});
export const guardarCorreoCliente = endpoint({
  method: 'POST',
  path: '/empresascredito/guardarCorreoCliente',
  body: z.object({
    idCatClientesFacturacion: entero({ min: 1, mensaje: m.clienteNoExiste }),
    correo: correoSchema,
  }),
  data: z.array(correoClienteSchema),
  summary: 'Agrega un correo de facturación a un cliente guardado',
});
export const eliminarCorreoCliente = endpoint({
  method: 'POST',
  path: '/empresascredito/eliminarCorreoCliente',
  body: z.object({
    idCatClientesFacturacion: entero({ min: 1, mensaje: m.clienteNoExiste }),
    correo: texto(100),
  }),
  data: z.array(correoClienteSchema),
  summary: 'Quita un correo de facturación de un cliente guardado',
});
export const verificarRfc = endpoint({
  method: 'POST',
  path: '/empresascredito/verificarRFC',
  body: verificarRfcBody,
  data: z.object({ valor: z.boolean(), mensaje: z.string() }),
  summary: 'Verifica fuera de línea el RFC con la razón social, el código postal y el régimen',
});

/** S22 (002 §2): Farmacias › Catálogos. */
export const empresasCreditoPantalla = pantalla({
  access: 'menu',
  id: 1400,
  parent: 10,
  name: 'Empresas crédito',
  icon: 'TeamOutlined',
  url: EMPRESAS_CREDITO_URL,
  title: 'Empresas Credito',
  order: 60,
  empresa: 1,
  historial: { tablas: ['clientes_credito', 'clientes_credito_correos'] },
});
