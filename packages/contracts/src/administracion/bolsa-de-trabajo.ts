import { z } from 'zod';
import { entero, enteroTexto, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Job vacancies (S19, 001 §2 'Bolsa de trabajo'): the vacancies of the public site and their CVs. */
export const BOLSA_URL = '/{product}/administracion/bolsa-de-trabajo';
const B = '/administracion/bolsa-de-trabajo';

/** 001 §5 Vacancy: the two option lists. */
export const TIPOS_EMPLEO = [
  'Tiempo completo',
  'Media jornada',
  'Contrato por obra',
  'Prácticas',
  'Otro',
] as const;
export const MODALIDADES_EMPLEO = ['Presencial', 'Remoto', 'Híbrido'] as const;
/** 001 §4: a vacancy is always saved active. */
export const ESTATUS_ACTIVA = 'A';

/** Lengths decided for the vacancy's fields (docs/decisions/administracion.md, S19). */
export const VACANTE_MAX = {
  area: 100,
  titulo: 150,
  salario: 100,
  ubicacion: 200,
  estado: 100,
  ciudad: 100,
  seccion: 4000,
} as const;

/** CV types (001 §3 Applicant CV), as read from the file's content. x-cfb is how a .doc reads. */
export const TIPOS_CV = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'application/msword': 'DOC',
  'application/x-cfb': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
} as const satisfies Record<string, string>;
/** Largest CV accepted: 5 MB. */
export const CV_TAMANO_MAXIMO = 5 * 1024 * 1024;

export const tipoDocumentoLegible = (tipo: string): string =>
  (TIPOS_CV as Record<string, string>)[tipo] ?? tipo;

export const bolsaMessages = {
  sinVacantes: 'No existen vacantes',
  ningunaCoincide: 'Ninguna vacante coincide con la búsqueda.',
  sinAplicantes: 'No existen aplicantes para esta vacante',
  sinSucursales: 'No se pudieron obtener las sucursales',
  sinArea: 'Es necesario capturar el área de la vacante.',
  sinTitulo: 'Es necesario capturar el título de la vacante.',
  sinUbicacion: 'Es necesario capturar la ubicación de la vacante.',
  sinEstado: 'Es necesario seleccionar el estado.',
  sinCiudad: 'Es necesario seleccionar la ciudad.',
  sinTipoEmpleo: 'Es necesario seleccionar el tipo de empleo.',
  sinModalidad: 'Es necesario seleccionar la modalidad de empleo.',
  sinDescripcion: 'Es necesario capturar la descripción del puesto.',
  tipoEmpleoInvalido: 'El tipo de empleo no es válido.',
  modalidadInvalida: 'La modalidad de empleo no es válida.',
  estadoSinSucursales: 'El estado {estado} no tiene sucursales activas.',
  ciudadFueraDeEstado: 'La ciudad {ciudad} no tiene sucursales activas en {estado}.',
  vacanteNoExiste: 'La vacante no existe.',
  postulanteNoExiste: 'El postulante no existe.',
  cvTipo: 'El CV debe ser un archivo PDF, JPEG, DOC o DOCX.',
  cvTamano: 'El CV excede el tamaño máximo de 5 MB.',
  guardada: 'La vacante se guardó correctamente.',
  eliminada: 'La vacante se eliminó correctamente.',
  postulanteEliminado: 'El postulante se eliminó correctamente.',
  deseaGuardar: '¿Desea guardar la vacante?',
  deseaEliminar: '¿Desea eliminar la vacante {titulo}?',
  deseaEliminarConPostulantes:
    '¿Desea eliminar la vacante {titulo}? También se eliminarán sus {n} postulantes y sus CV.',
  deseaEliminarPostulante: '¿Desea eliminar al postulante y su CV?',
  idVacante: 'La vacante no es válida.',
  idPostulante: 'El postulante no es válido.',
} as const;

const m = bolsaMessages;
const largo = (campo: string, max: number) => `${campo} admite como máximo ${max} caracteres.`;

export const vacanteSchema = z.object({
  idVacante: entero(),
  area: z.string(),
  titulo: z.string(),
  estatus: z.string(),
  salario: z.string(),
  ubicacion: z.string(),
  estado: z.string(),
  ciudad: z.string(),
  seccionSobre: z.string(),
  seccionDetalles: z.string(),
  seccionDescripcion: z.string(),
  seccionOfrecemos: z.string(),
  tipoEmpleo: z.string(),
  modalidadEmpleo: z.string(),
  /** Web user id of who saved it last. */
  usuario: entero(),
  numAplicantes: entero(),
});
export type Vacante = z.infer<typeof vacanteSchema>;

const seccion = (nombre: string) =>
  texto(VACANTE_MAX.seccion, largo(nombre, VACANTE_MAX.seccion)).trim().default('');

/** The vacancy modal's body: idVacante 0 creates. estatus and usuario are set by the server. */
export const guardarVacanteBody = z.object({
  idVacante: entero({ min: 0, mensaje: m.idVacante }),
  area: texto(VACANTE_MAX.area, largo('El área', VACANTE_MAX.area)).trim(),
  titulo: texto(VACANTE_MAX.titulo, largo('El título', VACANTE_MAX.titulo)).trim(),
  salario: texto(VACANTE_MAX.salario, largo('El salario', VACANTE_MAX.salario)).trim().default(''),
  ubicacion: texto(VACANTE_MAX.ubicacion, largo('La ubicación', VACANTE_MAX.ubicacion)).trim(),
  estado: texto(VACANTE_MAX.estado, largo('El estado', VACANTE_MAX.estado)).trim(),
  ciudad: texto(VACANTE_MAX.ciudad, largo('La ciudad', VACANTE_MAX.ciudad)).trim(),
  seccionSobre: seccion('La sección Sobre nosotros'),
  seccionDetalles: seccion('La sección Detalles'),
  seccionDescripcion: seccion('La descripción del puesto'),
  seccionOfrecemos: seccion('La sección Ofrecemos'),
  tipoEmpleo: texto(50).trim(),
  modalidadEmpleo: texto(50).trim(),
  /** Sent by older clients; ignored: the server saves 'A'. */
  estatus: texto(1).optional(),
  /** Sent by older clients; ignored: the server records the session's user. */
  usuario: entero().optional(),
});
export type GuardarVacante = z.input<typeof guardarVacanteBody>;

export type CampoVacante =
  | 'area'
  | 'titulo'
  | 'salario'
  | 'ubicacion'
  | 'estado'
  | 'ciudad'
  | 'tipoEmpleo'
  | 'modalidadEmpleo'
  | 'seccionSobre'
  | 'seccionDetalles'
  | 'seccionDescripcion'
  | 'seccionOfrecemos';

/** The vacancy's required fields, in the modal's order; the failing field for the focus. */
export const validarVacante = (v: {
  area: string;
  titulo: string;
  ubicacion: string;
  estado: string;
  ciudad: string;
  tipoEmpleo: string;
  modalidadEmpleo: string;
  seccionDescripcion: string;
}): { message: string; campo: CampoVacante } | null => {
  if (!v.area.trim()) return { message: m.sinArea, campo: 'area' };
  if (!v.titulo.trim()) return { message: m.sinTitulo, campo: 'titulo' };
  if (!v.ubicacion.trim()) return { message: m.sinUbicacion, campo: 'ubicacion' };
  if (!v.estado.trim()) return { message: m.sinEstado, campo: 'estado' };
  if (!v.ciudad.trim()) return { message: m.sinCiudad, campo: 'ciudad' };
  if (!v.tipoEmpleo) return { message: m.sinTipoEmpleo, campo: 'tipoEmpleo' };
  if (!(TIPOS_EMPLEO as readonly string[]).includes(v.tipoEmpleo))
    return { message: m.tipoEmpleoInvalido, campo: 'tipoEmpleo' };
  if (!v.modalidadEmpleo) return { message: m.sinModalidad, campo: 'modalidadEmpleo' };
  if (!(MODALIDADES_EMPLEO as readonly string[]).includes(v.modalidadEmpleo))
    return { message: m.modalidadInvalida, campo: 'modalidadEmpleo' };
  if (!v.seccionDescripcion.trim()) return { message: m.sinDescripcion, campo: 'seccionDescripcion' };
  return null;
};

export const postulanteSchema = z.object({
  idControlVacantesPostulantes: entero(),
  idVacante: entero(),
  /** Instant of the upload (ISO with offset). */
  fechaSubida: z.string(),
  /** MIME type read from the file (application/pdf, image/jpeg, doc, docx). */
  tipoDocumento: z.string(),
  /** The file's name as uploaded. */
  nombreArchivo: z.string(),
  tamano: entero(),
});
export type Postulante = z.infer<typeof postulanteSchema>;

const idVacanteParams = z.object({ idVacante: enteroTexto({ min: 1, mensaje: m.idVacante }) });
const idPostulante = entero({ min: 1, mensaje: m.idPostulante });

export const obtenerVacantes = endpoint({
  method: 'GET',
  path: `${B}/obtener-vacantes`,
  data: z.array(vacanteSchema),
  summary: 'Vacantes con su número de postulantes',
});

export const guardarActualizarVacante = endpoint({
  method: 'POST',
  path: `${B}/guardar-actualizar-vacante`,
  body: guardarVacanteBody,
  data: vacanteSchema,
  summary: 'Crea (idVacante 0) o modifica una vacante; siempre con estatus A',
});

export const eliminarVacante = endpoint({
  method: 'POST',
  path: `${B}/eliminar-vacante`,
  body: z.object({ idVacante: entero({ min: 1, mensaje: m.idVacante }) }),
  data: z.object({ idVacante: entero() }),
  summary: 'Elimina una vacante con sus postulantes y sus CV',
});

export const obtenerPostulantesVacante = endpoint({
  method: 'GET',
  path: `${B}/obtener-postulantes-vacante/:idVacante`,
  params: idVacanteParams,
  data: z.array(postulanteSchema),
  summary: 'Postulantes de una vacante (sin el archivo: se descarga por separado)',
});

export const eliminarPostulante = endpoint({
  method: 'POST',
  path: `${B}/eliminar-postulante`,
  body: z.object({
    idControlVacantesPostulantes: idPostulante,
    idVacante: entero({ min: 1, mensaje: m.idVacante }),
  }),
  data: z.object({ idControlVacantesPostulantes: entero() }),
  summary: 'Elimina un postulante y su CV',
});

export const descargarCv = endpoint({
  method: 'GET',
  path: `${B}/descargar-cv/:idControlVacantesPostulantes`,
  params: z.object({ idControlVacantesPostulantes: enteroTexto({ min: 1, mensaje: m.idPostulante }) }),
  data: z.null(),
  summary: 'El CV de un postulante (los bytes del archivo)',
});

export const sucursalInfoSchema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  estado: z.string(),
  localidad: z.string(),
});
export type SucursalInfo = z.infer<typeof sucursalInfoSchema>;

export const sucursalesInfo = endpoint({
  method: 'POST',
  path: '/administracion/sucursales-info',
  data: z.array(sucursalInfoSchema),
  summary: 'Sucursales activas con su estado y localidad (estados y ciudades de las vacantes)',
});

/** S19 'Bolsa de trabajo' (001 §2). */
export const bolsaDeTrabajoPantalla = pantalla({
  access: 'menu',
  id: 1305,
  parent: 11,
  name: 'Bolsa de trabajo',
  icon: 'FileSearchOutlined',
  url: BOLSA_URL,
  title: 'Bolsa de trabajo',
  order: 60,
  empresa: 1,
  historial: { tablas: ['cat_vacantes'] },
});
