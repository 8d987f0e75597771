import { type ExportarTabla, exportarTabla } from '@farmasi/contracts/generales/exportar';
import { escribirXlsx } from '../../../platform/exportar.ts';
import { modulo } from '../../../platform/modulo.ts';
import type { App, AppDeps } from '../../../platform/routes.ts';

/**
 * A list loaded whole in the browser, exported as what its table shows: the rows come from the
 * user's own screen, so any signed-in user may turn them into .xlsx (built on the server, as every
 * document is).
 */
export const registerExportarRoutes = (app: App, _deps: AppDeps) => {
  app.route({
    method: exportarTabla.method,
    url: `/admin/api${exportarTabla.path}`,
    config: { permiso: 'sesion' },
    bodyLimit: 20 * 1024 * 1024,
    schema: {
      summary: exportarTabla.summary,
      tags: ['exportar'],
      'x-permiso': 'sesion',
      body: exportarTabla.body,
      security: [{ bearer: [] }],
    },
    handler: (request, reply) => {
      const { archivo, columnas, filas } = request.body as ExportarTabla;
      async function* todas() {
        yield* filas;
      }
      return escribirXlsx(
        reply,
        `${archivo}.xlsx`,
        'Hoja1',
        columnas.map((encabezado, i) => ({ encabezado, valor: (f: (typeof filas)[number]) => f[i] })),
        todas(),
      );
    },
  });
};

export default modulo(registerExportarRoutes);
