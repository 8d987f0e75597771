import { z } from 'zod';
import { texto as cadena, entero } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Screen route, also the menu url that grants every call below (003 §2.8). */
export const MEDICOS_URL = '/{product}/administracion/domicilios-medicos-antibioticos';

/** 003 §9: doctors' page size. */
export const MEDICOS_TAMANO_PAGINA = 15;
export const TEXTO_MAX = 200;
export const SSA_SIN_REGISTRO = '0';
/** A Mexican postal code: five digits (SEPOMEX). */
export const CP_LARGO = 5;

export const medicosMessages = {
  titulo: 'Domicilios médicos (Reporte de antibióticos)',
  editarMedico: 'Editar Médico',
  editarDireccion: 'Editar Dirección',
  errorTotal: 'Ocurrió un error al obtener el total de registros',
  errorMedicos: 'Ocurrió un error al consultar los datos principales de los médicos',
  errorDomicilios: 'Ocurrió un error al consultar las direcciones de los médicos',
  errorModificarDomicilio: 'Ocurrió un error al modificar el domicilio.',
  errorModificarDatos: 'Ocurrió un error al modificar los datos',
  errorEliminarDomicilio: 'Ocurrió un error al eliminar el domicilio.',
  errorSolicitud: 'Hubo un problema al procesar la solicitud.',
  domicilioModificado: 'Domicilio modificado exitosamente.',
  datosModificados: 'Datos modificados exitosamente.',
  domicilioEliminado: 'Domicilio eliminado exitosamente.',
  cedulaVacia: 'La cédula no puede estar vacía ni tener valor 0.',
  cedulaDuplicada: 'Esta cédula ya esta asignada a: {name}',
  ssaDuplicado: 'Este registro SSA esta asignado a: {name}',
  deseaEliminar: '¿Desea eliminar el domicilio?',
  medicoNoExiste: 'El médico no existe.',
  domicilioNoExiste: 'El domicilio no existe.',
  estadoNoExiste: 'El estado no es válido.',
  nombreRequerido: 'El nombre del médico es requerido.',
  calleRequerida: 'La calle es requerida.',
  cpInvalido: 'El código postal debe tener 5 dígitos.',
} as const;

/** 003 §3 Doctor; registros is the address count. */
export const medicoSchema = z.object({
  idCatAntibioticosMedicos: entero(),
  cedula: z.string(),
  sSA: z.string(),
  nombre: z.string(),
  apellidoPaterno: z.string(),
  apellidoMaterno: z.string(),
  registros: entero(),
});
export type Medico = z.infer<typeof medicoSchema>;

/** 003 §3 Doctor address. */
export const domicilioSchema = z.object({
  idCatAntibioticosDomicilios: entero(),
  idCatAntibioticosMedicos: entero(),
  calle: z.string(),
  numExterior: z.string(),
  numInterior: z.string(),
  colonia: z.string(),
  cP: z.string(),
  municipio: z.string(),
  estado: z.string(),
  cod_Estado: entero(),
  pais: z.string(),
});
export type Domicilio = z.infer<typeof domicilioSchema>;

export const estadoSchema = z.object({ descripcion: z.string(), cod_Estado: entero() });
export type Estado = z.infer<typeof estadoSchema>;

const texto = (max = TEXTO_MAX) => cadena().trim().max(max, `El texto admite como máximo ${max} caracteres.`);
/** Free-text search by doctor (name, surnames, cédula); not in the spec's body, added for "searchable by doctor". */
const buscar = texto(100).default('');

export const consultaMedicos = endpoint({
  method: 'POST',
  path: '/antibioticosmedicos/consulta-medicos',
  body: z.object({
    pagina: entero().min(1).default(1),
    tamanoPagina: entero().min(1).max(100).default(MEDICOS_TAMANO_PAGINA),
    /** 0 for every doctor. */
    idMedico: entero().min(0).default(0),
    buscar,
  }),
  data: z.array(medicoSchema),
  summary: 'Página de médicos',
});

export const consultaRegistros = endpoint({
  method: 'POST',
  path: '/antibioticosmedicos/consulta-registros',
  body: z.object({ idMedico: entero().min(0).default(0), buscar }),
  data: z.object({ totalRegistros: entero() }),
  summary: 'Total de médicos para el paginado',
});

export const consultaDomicilios = endpoint({
  method: 'POST',
  path: '/antibioticosmedicos/consulta-domicilios',
  body: z.object({ idMedico: entero().positive('El médico no es válido.') }),
  data: z.array(domicilioSchema),
  summary: 'Domicilios de un médico',
});

export const consultaEstados = endpoint({
  method: 'GET',
  path: '/antibioticosmedicos/estados',
  data: z.object({ estados: z.array(estadoSchema) }),
  summary: 'Catálogo de estados',
});

export const modificarDatosBody = z.object({
  idCatAntibioticosMedicos: entero().positive('El médico no es válido.'),
  cedula: texto(20),
  sSA: texto(20),
  nombre: cadena(),
  apellidoPaterno: cadena(),
  apellidoMaterno: cadena(),
});
export type ModificarDatos = z.infer<typeof modificarDatosBody>;

export const modificarDatos = endpoint({
  method: 'POST',
  path: '/antibioticosmedicos/modificar-datos-principales/',
  body: modificarDatosBody,
  data: medicoSchema,
  summary: 'Modifica cédula, SSA y nombre del médico',
});

export const domicilioBody = z.object({
  idCatAntibioticosDomicilios: entero().positive('El domicilio no es válido.'),
  idCatAntibioticosMedicos: entero().positive('El médico no es válido.'),
  calle: cadena(),
  numExterior: texto(20),
  numInterior: texto(20),
  colonia: cadena(),
  cP: texto(CP_LARGO),
  municipio: cadena(),
  cod_Estado: entero(),
  pais: texto(60).default('México'),
});
export type DomicilioInput = z.infer<typeof domicilioBody>;

export const modificarDomicilio = endpoint({
  method: 'POST',
  path: '/antibioticosmedicos/modificar-domicilio/',
  body: domicilioBody,
  data: domicilioSchema,
  summary: 'Modifica un domicilio del médico',
});

/** The address plus idUsuario (003 §7); the server records the session's user, not the body's. */
export const eliminarDomicilio = endpoint({
  method: 'POST',
  path: '/antibioticosmedicos/eliminar-domicilio',
  body: z.object({
    idCatAntibioticosDomicilios: entero().positive('El domicilio no es válido.'),
    idCatAntibioticosMedicos: entero().positive('El médico no es válido.'),
    idUsuario: entero().optional(),
  }),
  data: z.object({ idCatAntibioticosDomicilios: entero() }),
  summary: 'Elimina un domicilio del médico',
});

/**
 * The address edit's checks, in order, on both sides (issue 30: the server took a postal code of any
 * length): the street, then a five-digit postal code. The failing field for the focus.
 */
export const validarDomicilio = (d: Pick<DomicilioInput, 'calle' | 'cP'>) => {
  if (d.calle.trim() === '') return { campo: 'calle' as const, message: medicosMessages.calleRequerida };
  if (!new RegExp(`^\\d{${CP_LARGO}}$`).test(d.cP.trim()))
    return { campo: 'cP' as const, message: medicosMessages.cpInvalido };
  return null;
};

/** First failing check of the doctor edit, in the spec's order (003 Doctor edit); null when valid. */
export const validarCedula = (cedula: string) =>
  cedula.trim() === '' || cedula.trim() === '0' ? medicosMessages.cedulaVacia : null;

export const nombreCompleto = (m: { nombre: string; apellidoPaterno: string; apellidoMaterno: string }) =>
  [m.nombre, m.apellidoPaterno, m.apellidoMaterno].filter((s) => s.trim() !== '').join(' ');

/** S47 (003 §2.8). */
export const domiciliosMedicosPantalla = pantalla({
  access: 'menu',
  id: 1150,
  parent: 11,
  name: 'Domicilios médicos',
  icon: 'MedicineBoxOutlined',
  url: MEDICOS_URL,
  title: medicosMessages.titulo,
  order: 50,
  empresa: 1,
  historial: { tablas: ['cat_antibioticos_medicos', 'cat_antibioticos_domicilios'] },
});
