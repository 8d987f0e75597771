import {
  IMPORTACION_TAMANO_MAXIMO,
  importarDatosMessages as m,
  type TipoImportacion,
} from '@farmasi/contracts/sistemas/importar-datos';

export const FORMATOS_ACEPTADOS = '.csv,.xlsx';

/** The checks before a file is sent, in order: the kind, the file, its format, its size. */
export const validarArchivo = (
  tipo: TipoImportacion | null,
  archivo: Pick<File, 'name' | 'size'> | null,
): { campo: 'tipo' | 'archivo'; mensaje: string } | null => {
  if (!tipo) return { campo: 'tipo', mensaje: m.tipo };
  if (!archivo) return { campo: 'archivo', mensaje: m.archivo };
  if (!/\.(csv|xlsx)$/i.test(archivo.name)) return { campo: 'archivo', mensaje: m.formato };
  if (archivo.size > IMPORTACION_TAMANO_MAXIMO) return { campo: 'archivo', mensaje: m.tamano };
  return null;
};

/** '1.2 MB', '850 KB': the chosen file's size beside its name. */
export const tamanoLegible = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
