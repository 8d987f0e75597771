import * as c from '@farmasi/contracts/catalogos/articulos';
import * as p from '@farmasi/contracts/catalogos/articulos-pendientes';
import type { z } from 'zod';
import { addExportRoute } from '../../../platform/exportar.ts';
import { modulo } from '../../../platform/modulo.ts';
import { respuestasRecordadas } from '../../../platform/respuestas-recordadas.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { listarPendientes, todasPendientes } from './queries.ts';

/**
 * S05 pending DIFARMER articles: the paged list and its export. The registration screen (S06) shows
 * the same list in a modal, so either screen's entry grants it; completing one uses S06's calls.
 */
export const registerArticulosPendientesRoutes = (app: App, { db, versiones }: AppDeps) => {
  const ambas = pantallas(c.altaArticulosPantalla, p.articulosPendientesPantalla);
  // Remembered per catalogue version, as the article searches are (platform/cache-versionada.ts).
  const paginas = respuestasRecordadas(db, 'articulos', versiones, p.pendientes.data, 200);

  addRoute(app, p.pendientes, ambas, ({ query }) => {
    const clave = `${query.pagina}:${query.tamanoPagina}:${query.orden}:${query.direccion}:${query.buscar.toLowerCase()}`;
    return paginas(clave, () => listarPendientes(db, query));
  });
  addExportRoute<typeof p.pendientes, p.Pendiente>(app, p.pendientes, ambas, {
    archivo: 'articulos-pendientes',
    hoja: 'Pendientes',
    columnas: [
      { encabezado: 'Código', valor: (f) => f.codArticulo, ancho: 12 },
      { encabezado: 'Artículo', valor: (f) => f.articulo, ancho: 60 },
      { encabezado: 'Fórmula', valor: (f) => f.formula, ancho: 40 },
    ],
    filas: ({ query }) => todasPendientes(db, query as z.output<typeof p.pendientesQuery>),
  });
};

export default modulo(registerArticulosPendientesRoutes, p.articulosPendientesPantalla);
