import { cargarImportadores } from '../../../platform/importacion/descubrir.ts';
import type { Importador, TipoImportacion } from '../../../platform/importacion/tipos.ts';

/**
 * The registry of the master-data importers (issue 28), read by `npm run import` and the 'Importar
 * datos' screen: kind → importer. Each importer lives in its owning module's `importador.ts` and is
 * found there on disk (platform/importacion/descubrir.ts), so modules do not import each other.
 */

let registro: Promise<ReadonlyMap<TipoImportacion, Importador<unknown>>> | undefined;

/** Every importer, by kind (loaded once per process). */
export const importadores = (): Promise<ReadonlyMap<TipoImportacion, Importador<unknown>>> => {
  registro ??= cargarImportadores();
  return registro;
};

/** The importer of a kind as typed by the user ('sucursales'), or undefined. */
export const importadorDe = async (tipo: string): Promise<Importador<unknown> | undefined> =>
  (await importadores()).get(tipo as TipoImportacion);

/** What the screen's selector and `--help` list: each kind with its title and columns. */
export const catalogoDeImportadores = async () =>
  [...(await importadores()).values()].map(({ tipo, titulo, columnas }) => ({
    tipo,
    titulo,
    columnas: [...columnas],
  }));
