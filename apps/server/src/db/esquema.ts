import { importarDeFeatures } from '../modules/registro.ts';
import * as compartidas from './schema/index.ts';

/**
 * The whole drizzle schema, found on disk like the modules: the tables several screens share
 * (db/schema) plus every feature's `tablas.ts` (the tables only that screen uses). Adding a screen's
 * tables edits no list. Code imports a table from where it lives; this map is for drizzle-kit's
 * comparison with the migrations (db/diferencias.ts). A name exported twice is refused.
 */
export const cargarEsquema = async (): Promise<Record<string, unknown>> => {
  const esquema: Record<string, unknown> = { ...compartidas };
  for (const { feature, exportado } of await importarDeFeatures('tablas'))
    for (const [nombre, valor] of Object.entries(exportado)) {
      if (nombre in esquema)
        throw new Error(`${feature}/tablas exporta ${nombre}, que ya está en el esquema`);
      esquema[nombre] = valor;
    }
  return esquema;
};
