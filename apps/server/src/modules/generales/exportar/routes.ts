import { API_BASE } from '@farmasi/contracts';
import { type ExportarTabla, exportarTabla } from '@farmasi/contracts/generales/exportar';
import { tipoPorValores } from '../../../platform/excel.ts';
import { escribirXlsx } from '../../../platform/exportar.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, registrarRuta } from '../../../platform/routes.ts';

/**
 * A list loaded whole in the browser, exported as what its table shows: the rows come from the
 * user's own screen, so any signed-in user may turn them into .xlsx (built on the server, as every
 * document is).
 */
export const registerExportarRoutes = (app: App, _deps: AppDeps) => {
  registrarRuta(app, {
    method: exportarTabla.method,
    url: `${API_BASE}${exportarTabla.path}`,
    permiso: 'sesion',
    bodyLimit: 20 * 1024 * 1024,
    summary: exportarTabla.summary,
    body: exportarTabla.body,
    handler: (request, reply) => {
      const { archivo, columnas, filas } = request.body as ExportarTabla;
      async function* todas() {
        yield* filas;
      }
      return escribirXlsx(
        reply,
        `${archivo}.xlsx`,
        'Hoja1',
        // The browser sends the API's raw values: a column of days or ISO instants is written as real
        // Excel dates in Mexico City time (what the screen shows), not as UTC text.
        columnas.map((encabezado, i) => ({
          encabezado,
          valor: (f: (typeof filas)[number]) => f[i],
          tipo: tipoPorValores(filas.map((f) => f[i])),
        })),
        todas(),
      );
    },
  });
};

export default modulo(registerExportarRoutes);
