import {
  importarArchivo,
  type ProgresoImportacion,
  plantillaImportacion,
  type ResultadoImportacion,
  type TipoImportacion,
  tiposImportacion,
  verificarImportacion,
} from '@farmasi/contracts/sistemas/importar-datos';
import { useQuery } from '@tanstack/react-query';
import { callData } from '@/api';
import { urlDeLlamada } from '@/lib/download';
import { enviarArchivo } from '@/lib/upload';

/** The kinds of data the screen imports, with their columns. */
export const useTiposImportacion = () =>
  useQuery({
    queryKey: ['importar-datos', 'tipos'],
    queryFn: ({ signal }) => callData(tiposImportacion, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const urlPlantilla = (tipo: TipoImportacion, formato: 'xlsx' | 'csv') =>
  urlDeLlamada(plantillaImportacion, { params: { tipo }, query: { formato } });

export type Avance = { fase: 'subiendo'; fraccion: number } | ProgresoImportacion;

const esProgreso = (linea: unknown): linea is { progreso: ProgresoImportacion } =>
  typeof linea === 'object' && linea !== null && 'progreso' in linea;

/**
 * Sends the file to be checked (`verificacion`) or imported, reporting the upload and then the
 * server's progress. Resolves with the result whether or not the file had errors (value false with
 * data: the report); a refusal of the request itself throws, as every call.
 */
export const ejecutarImportacion = async (
  tipo: TipoImportacion,
  archivo: File,
  verificacion: boolean,
  onAvance: (a: Avance) => void,
): Promise<ResultadoImportacion> => {
  const url = urlDeLlamada(verificacion ? verificarImportacion : importarArchivo, { params: { tipo } });
  try {
    const sobre = await enviarArchivo<ResultadoImportacion>(url, archivo, {
      onProgreso: (fraccion) => onAvance({ fase: 'subiendo', fraccion }),
      onLinea: (linea) => {
        if (esProgreso(linea)) onAvance(linea.progreso);
      },
    });
    return sobre.data as ResultadoImportacion;
  } catch (error) {
    // A file with bad rows is a report, not a failure of the call.
    const body = (error as { body?: { data?: ResultadoImportacion | null } }).body;
    if (body?.data) return body.data;
    throw error;
  }
};
