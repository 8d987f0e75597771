import {
  IMPORTACION_TAMANO_MAXIMO,
  importarArchivo,
  importarDatosPantalla,
  importarDatosMessages as m,
  plantillaImportacion,
  tiposImportacion,
  verificarImportacion,
} from '@farmasi/contracts/sistemas/importar-datos';
import { Rechazo } from '../../../platform/errors.ts';
import {
  escribirPlantilla,
  nombrePlantilla,
  tipoMimePlantilla,
} from '../../../platform/importacion/plantilla.ts';
import { modulo } from '../../../platform/modulo.ts';
import { prepararDescarga } from '../../../platform/respuesta-archivo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { addDescarga } from '../../../platform/rutas-archivo.ts';
import { leerSubida } from '../../../platform/subidas.ts';
import { responderEjecucion } from './ejecucion.ts';
import { catalogoDeImportadores, importadorDe } from './importadores.ts';

/**
 * 'Importar datos' (issue 28): the kinds and their columns, each kind's template, and a run (check
 * only, or check and write) of an uploaded file by the same importers as `npm run import`.
 */
export const registerImportarDatosRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(importarDatosPantalla);

  const importador = async (tipo: string) => {
    const i = await importadorDe(tipo);
    if (!i) throw new Rechazo(m.tipoDesconocido.replace('{tipo}', tipo));
    return i;
  };

  addRoute(app, tiposImportacion, permiso, async () => await catalogoDeImportadores());

  addDescarga(app, plantillaImportacion, permiso, async ({ params, query, reply }) => {
    const i = await importador(params.tipo);
    const bytes = await escribirPlantilla(i, query.formato);
    return prepararDescarga(reply, {
      tipoMime: tipoMimePlantilla(query.formato),
      nombre: nombrePlantilla(i.tipo, query.formato),
    })
      .header('content-length', bytes.length)
      .send(bytes);
  });

  for (const [llamada, verificacion] of [
    [verificarImportacion, true],
    [importarArchivo, false],
  ] as const) {
    addDescarga(app, llamada, permiso, async ({ params, request, reply, actor }) => {
      const i = await importador(params.tipo);
      const { nombre, contenido } = await leerSubida(request, { tamanoMaximo: IMPORTACION_TAMANO_MAXIMO });
      return responderEjecucion({ db, request, reply }, i, { nombre, contenido }, { verificacion, actor });
    });
  }
};

export default modulo(registerImportarDatosRoutes, importarDatosPantalla);
