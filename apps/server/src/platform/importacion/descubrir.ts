import { importarDeFeatures } from '../../modules/registro.ts';
import { type Importador, TIPOS_IMPORTACION, type TipoImportacion } from './tipos.ts';

/**
 * The importers are found on disk, like the modules (modules/registro.ts): each kind's owning module
 * keeps its importer in `modules/<area>/<feature>/importador.ts` (default export, or a named one).
 * A kind with two importers is refused.
 */

export const esImportador = (v: unknown): v is Importador<unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    (TIPOS_IMPORTACION as readonly unknown[]).includes(o.tipo) &&
    typeof o.titulo === 'string' &&
    Array.isArray(o.columnas) &&
    ['clave', 'validar', 'verificar', 'escribir'].every((f) => typeof o[f] === 'function')
  );
};

/** Every importer found, by kind, in the kinds' order. */
export const cargarImportadores = async (): Promise<Map<TipoImportacion, Importador<unknown>>> => {
  const encontrados = new Map<TipoImportacion, { feature: string; importador: Importador<unknown> }>();
  for (const { feature, exportado } of await importarDeFeatures('importador'))
    for (const valor of new Set(Object.values(exportado)))
      if (esImportador(valor)) {
        const otro = encontrados.get(valor.tipo);
        if (otro && otro.importador !== valor)
          throw new Error(`Dos importadores de ${valor.tipo}: ${otro.feature} y ${feature}`);
        encontrados.set(valor.tipo, { feature, importador: valor });
      }
  return new Map(
    TIPOS_IMPORTACION.flatMap((t) => {
      const e = encontrados.get(t);
      return e ? [[t, e.importador] as const] : [];
    }),
  );
};
