import {
  empresasConsultar,
  generarPolizasPantalla,
  llamadasPoliza,
  nombreArchivoPoliza,
  type TipoPoliza,
  VARIANTES_POLIZA,
  type VariantePoliza,
} from '@farmasi/contracts/contabilidad/generar-polizas';
import { modulo } from '../../../platform/modulo.ts';
import { prepararDescarga } from '../../../platform/respuesta-archivo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { addDescarga } from '../../../platform/rutas-archivo.ts';
import { listarEmpresas } from './queries.ts';
import { generarPoliza } from './service.ts';

/** Journal entries (S24, 002 §7): every call is granted by the screen's menu entry. */
export const registerGenerarPolizasRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(generarPolizasPantalla);

  addRoute(app, empresasConsultar, permiso, async () => await listarEmpresas(db));

  for (const variante of Object.keys(VARIANTES_POLIZA) as VariantePoliza[]) {
    addDescarga(app, llamadasPoliza[variante], permiso, async ({ body, reply }) => {
      const archivo = await generarPoliza(db, variante, body);
      return prepararDescarga(reply, {
        tipoMime: 'text/plain; charset=windows-1252',
        nombre: nombreArchivoPoliza(body.poliza as TipoPoliza, body.empresa, body.folio),
      })
        .header('content-length', archivo.length)
        .send(archivo);
    });
  }
};

export default modulo(registerGenerarPolizasRoutes, generarPolizasPantalla);
