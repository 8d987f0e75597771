import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { esModulo, type Modulo } from '../platform/modulo.ts';

/**
 * The modules are found on disk, never listed by hand: every `modules/<area>/<feature>/routes.ts`
 * default-exports a module (platform/modulo.ts); beside it, when present, `tablas.ts` holds the
 * tables only this feature uses (db/esquema.ts), `demo.ts` its demo data (seed/semillas.ts) and
 * `datos.sql` its reference data (db/datos.ts). Under tsx the code files are .ts; compiled ahead of
 * time they are .js (and the .sql files are copied beside them).
 */
const raiz = path.dirname(fileURLToPath(import.meta.url));
const extension = path.extname(fileURLToPath(import.meta.url));

const carpetas = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

/** `<area>/<feature>` of every feature folder holding `archivo`, in name order. */
export const featuresCon = (nombre: string): { feature: string; archivo: string }[] =>
  carpetas(raiz).flatMap((area) =>
    carpetas(path.join(raiz, area)).flatMap((feature) => {
      const archivo = path.join(raiz, area, feature, nombre);
      return existsSync(archivo) ? [{ feature: `${area}/${feature}`, archivo }] : [];
    }),
  );

/** Every export of each feature's `<nombre>` code file (no extension: .ts or .js), in name order. */
export const importarDeFeatures = async (nombre: string) =>
  Promise.all(
    featuresCon(`${nombre}${extension}`).map(async ({ feature, archivo }) => ({
      feature,
      exportado: (await import(pathToFileURL(archivo).href)) as Record<string, unknown>,
    })),
  );

/** The default export of each feature's `<nombre>` file, checked with `es`. */
export const cargar = async <T>(nombre: string, es: (v: unknown) => v is T, queEs: string) =>
  (await importarDeFeatures(nombre)).map(({ feature, exportado }) => {
    if (!es(exportado.default))
      throw new Error(`${feature}/${nombre}${extension} no exporta por defecto ${queEs}`);
    return { feature, valor: exportado.default };
  });

let modulos: Promise<{ feature: string; modulo: Modulo }[]> | undefined;

/** Every module, loaded once per process. */
export const cargarModulos = () => {
  modulos ??= cargar('routes', esModulo, 'un módulo (modulo(register, ...pantallas))').then((lista) =>
    lista.map(({ feature, valor }) => ({ feature, modulo: valor })),
  );
  return modulos;
};
