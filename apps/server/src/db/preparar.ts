import { cargarModulos } from '../modules/registro.ts';
import { sincronizarMenu } from '../platform/menu-filas.ts';
import type { DatabaseHandle } from './client.ts';
import { aplicarDatos } from './datos.ts';

/**
 * Everything a database needs before the server (or a seed, or a tool) uses it: the migrations
 * (DDL), the features' reference data, then the menu rows declared by the modules' manifests.
 */
export const prepararBase = async (database: DatabaseHandle) => {
  await database.migrate();
  await aplicarDatos(database.db);
  const modulos = await cargarModulos();
  await sincronizarMenu(
    database.db,
    modulos.flatMap((m) => m.modulo.pantallas),
  );
};
