import {
  consultarArticulosDemanda,
  DEMANDA_TAMANO_PAGINA,
  demandaMessages,
  eliminarArticuloDemanda,
  guardarArticuloDemanda,
  reiniciarDemandaPantalla,
} from '@farmasi/contracts/administracion/reiniciar-demanda';
import { addExportRoute, porLotes } from '../../../platform/exportar.ts';
import { formatoFecha } from '../../../platform/fechas.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { contarDemanda, listarDemanda } from './queries.ts';
import { eliminarDemanda, guardarDemanda } from './service.ts';

type Renglon = Awaited<ReturnType<typeof listarDemanda>>[number];

/** S20 Reiniciar Demanda (001 §7): every call is granted by the screen. */
export const registerReiniciarDemandaRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(reiniciarDemandaPantalla);

  addRoute(app, consultarArticulosDemanda, permiso, async ({ params, query }) => {
    const totalRenglones = await contarDemanda(db, params.sucursal, query.buscar);
    return {
      renglones: await listarDemanda(db, params.sucursal, query.buscar, params.pagina, DEMANDA_TAMANO_PAGINA),
      totalPaginas: Math.ceil(totalRenglones / DEMANDA_TAMANO_PAGINA),
      totalRenglones,
    };
  });

  addExportRoute<typeof consultarArticulosDemanda, Renglon>(app, consultarArticulosDemanda, permiso, {
    archivo: 'reiniciar-demanda',
    hoja: 'Reiniciar demanda',
    columnas: [
      { encabezado: 'Código', valor: (x) => x.codarticulo, ancho: 12 },
      { encabezado: 'Descripción', valor: (x) => x.des_articulo, ancho: 50 },
      { encabezado: 'Sucursal', valor: (x) => x.des_sucursal, ancho: 24 },
      { encabezado: 'Fecha reinicio demanda', valor: (x) => formatoFecha(x.fechaDemanda), ancho: 22 },
      { encabezado: 'Usuario', valor: (x) => x.des_usuario, ancho: 16 },
    ],
    // The list's filters and order, every page (the page segment is ignored).
    filas: ({ params, query }) => {
      const { buscar } = query as { buscar: string };
      let leidas = 0;
      return porLotes(async (_ultima, limite) => {
        const lote = await listarDemanda(db, params.sucursal, buscar, leidas / limite + 1, limite);
        leidas += lote.length;
        return lote;
      });
    },
  });

  addRoute(app, eliminarArticuloDemanda, permiso, async ({ params, actor }) =>
    respuesta(await eliminarDemanda(db, actor, params.id), demandaMessages.eliminado),
  );

  addRoute(app, guardarArticuloDemanda, permiso, async ({ body, actor }) => {
    const guardado = await guardarDemanda(db, actor, body);
    return respuesta(guardado.data, guardado.message);
  });
};

export default modulo(registerReiniciarDemandaRoutes, reiniciarDemandaPantalla);
