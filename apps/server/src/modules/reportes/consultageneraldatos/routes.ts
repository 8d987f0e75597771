import type { PantallaMenu } from '@farmasi/contracts/pantalla';
import {
  consultaGeneralBaranetos,
  consultaGeneralBaranetosPantalla,
  consultaGeneralFarmacias,
  consultaGeneralPantalla,
  type LlamadasConsultaGeneral,
} from '@farmasi/contracts/reportes/consultageneraldatos';
import {
  CONSULTA_POR_PAGINA,
  consultaGeneralMessages as m,
} from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import { EMPRESA } from '../../../db/schema/index.ts';
import { modulo } from '../../../platform/modulo.ts';
import {
  type App,
  type AppDeps,
  addRoute,
  pantallas,
  respuesta,
  sesionOf,
} from '../../../platform/routes.ts';
import { addDescarga } from '../../../platform/rutas-archivo.ts';
import { leerPagina } from './consulta.ts';
import { exportarConsulta } from './exportar.ts';
import {
  comboDeLaLinea,
  opcionesDelEmpleado,
  opcionPermitida,
  parametrosDe,
  type Solicitante,
} from './service.ts';

/** One line's calls (003 §7), each granted by that line's screen. */
const registrarLinea = (
  app: App,
  { db }: AppDeps,
  llamadas: LlamadasConsultaGeneral,
  pantalla: PantallaMenu,
  empresa: 1 | 2,
) => {
  const permiso = pantallas(pantalla);
  const quien = (ctx: Parameters<typeof sesionOf>[0]): Solicitante => {
    const s = sesionOf(ctx);
    return { idUsuario: s.idUsuario, codEmpleado: s.codEmpleado, empresa };
  };

  addRoute(app, llamadas.opciones, permiso, async (ctx) => {
    const data = await opcionesDelEmpleado(db, quien(ctx), ctx.params.codEmpleado);
    return respuesta(data, data.length ? '' : m.sinOpciones);
  });

  addRoute(app, llamadas.datos, permiso, async (ctx) => {
    const solicitante = quien(ctx);
    const opcion = await opcionPermitida(db, solicitante, ctx.body.idOpcion);
    const parametros = await parametrosDe(db, solicitante, opcion, ctx.body);
    const { filas, total } = await leerPagina(
      db,
      opcion.registro,
      parametros,
      ctx.body.pagina,
      CONSULTA_POR_PAGINA,
    );
    const data = {
      columnas: [...opcion.registro.columnas],
      filas,
      pagina: ctx.body.pagina,
      tamanoPagina: CONSULTA_POR_PAGINA,
      totalRegistros: total,
    };
    return total ? data : respuesta(data, m.sinDatos);
  });

  // A stream, not the spec's base64 in the envelope (docs/decisions: S49–S50, the export).
  addDescarga(app, llamadas.excel, permiso, async (ctx) => {
    const solicitante = quien(ctx);
    const opcion = await opcionPermitida(db, solicitante, ctx.body.idOpcion);
    const parametros = await parametrosDe(db, solicitante, opcion, ctx.body);
    return exportarConsulta(db, ctx.reply, opcion, parametros);
  });

  addRoute(app, llamadas.combo, permiso, ({ params }) => comboDeLaLinea(db, empresa, params.tipo));
};

/** General data query (S49–S50) of the pharmacy line and of Baranetos. */
export const registerConsultaGeneralRoutes = (app: App, deps: AppDeps) => {
  registrarLinea(app, deps, consultaGeneralFarmacias, consultaGeneralPantalla, EMPRESA.farmacias);
  registrarLinea(app, deps, consultaGeneralBaranetos, consultaGeneralBaranetosPantalla, EMPRESA.baranetos);
};

export default modulo(
  registerConsultaGeneralRoutes,
  consultaGeneralPantalla,
  consultaGeneralBaranetosPantalla,
);
