import { API_BASE } from '../constants.ts';

/** Stored files, served by id (GET; bytes, not the envelope). */
export const ARCHIVO_PATH = '/archivos/:id';

/** The address of a stored file; `descarga` asks the browser to save it rather than show it. */
export const archivoUrl = (id: number, { descarga = false }: { descarga?: boolean } = {}) =>
  `${API_BASE}/archivos/${id}${descarga ? '?descarga=1' : ''}`;

/** Texts of uploads and stored files ('Tipo De Archivo Incorrecto' and 'Tamaño Incorrecto' are the spec's). */
export const archivosMessages = {
  tipoIncorrecto: 'Tipo De Archivo Incorrecto',
  tamanoIncorrecto: 'Tamaño Incorrecto',
  noExiste: 'El archivo no existe.',
  demasiadoGrande: 'El archivo excede el tamaño máximo permitido de {maximo}.',
  sinArchivo: 'No se recibió ningún archivo.',
  noMultipart: 'El archivo debe enviarse como multipart/form-data.',
  multipartMalFormado: 'El formulario llegó incompleto o mal formado; vuelva a enviarlo.',
  vacio: 'El archivo está vacío.',
  subiendo: 'Subiendo archivo…',
  seleccionar: 'Seleccionar archivo',
  subido: 'Archivo subido correctamente.',
  falloSubida: 'No se pudo subir el archivo. Intente de nuevo.',
} as const;

/** '2 MB', '500 KB': a size limit as a person reads it. */
export const tamanoLegible = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : bytes >= 1024
      ? `${Number((bytes / 1024).toFixed(1))} KB`
      : `${bytes} bytes`;
