import { format } from '@farmasi/contracts';
import * as c from '@farmasi/contracts/catalogos/articulos';
import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosMsg } from '@farmasi/contracts/catalogos/articulos/textos';
import * as p from '@farmasi/contracts/catalogos/articulos-pendientes';
import type { z } from 'zod';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { modulo } from '../../../platform/modulo.ts';
import { respuestasRecordadas } from '../../../platform/respuestas-recordadas.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import * as costos from './costos.ts';
import { detallePorCodigo } from './detalle.ts';
import * as grupos from './grupos.ts';
import { IndiceBusqueda } from './indice-busqueda.ts';
import {
  buscarArticulos,
  codBarrasDe,
  estatusOpciones,
  existenciaEnSucursales,
  parametroPorNombre,
} from './queries.ts';
import { guardarArticulo, validarCodBarras } from './service.ts';

const m = articulosMsg;

/** Article registration (S06); the calls marked `ambas` serve the pending articles (S05) too. */
export const registerArticulosRoutes = (app: App, { db, versiones }: AppDeps) => {
  const ambas = pantallas(c.altaArticulosPantalla, p.articulosPendientesPantalla);
  const alta = pantallas(c.altaArticulosPantalla);

  // The article catalogue changes a few times a day and is read all day: its lists, searches and
  // details are remembered per catalogue version (platform/cache-versionada.ts).
  const recordar = <D extends z.ZodType>(data: D, maximo: number) =>
    respuestasRecordadas(db, 'articulos', versiones, data, maximo);
  const busquedas = recordar(c.consultar.data, 500);
  const detalles = recordar(c.detalle.data, 2000);

  addRoute(app, c.articuloEstatus, ambas, async () => await estatusOpciones(db));
  const indice = new IndiceBusqueda(db, versiones, app.log);
  app.addHook('onClose', () => indice.detener());
  const buscar = (texto: string, soloCadena: boolean) =>
    busquedas(`${soloCadena ? 'c' : 't'}:${texto.trim().toLowerCase()}`, () =>
      buscarArticulos(db, texto, soloCadena, (t, s) => indice.buscar(t, s)),
    );
  addRoute(app, c.consultar, ambas, ({ body }) => buscar(body.buscar, false));
  addRoute(app, c.consultarFarmasi, ambas, ({ body }) => buscar(body.buscar, true));

  addRoute(app, c.detalle, ambas, ({ params }) =>
    detalles(String(params.codigo), async () => {
      const a = await detallePorCodigo(db, params.codigo);
      if (!a) throw new Rechazo(format(m.noExiste, { codigo: params.codigo }));
      return a;
    }),
  );
  addRoute(app, c.codBarrasDeArticulo, ambas, async ({ params }) => await codBarrasDe(db, params.codigo));
  addRoute(app, c.validaCodBarra, ambas, async ({ params }) => await validarCodBarras(db, params.codBarras));
  const guardar = async (body: Articulo, actor: Actor, modo: 'agregar' | 'guardar') => {
    const guardado = await guardarArticulo(db, actor, body, modo);
    versiones.tocar('articulos');
    return respuesta(guardado, m.guardado);
  };
  addRoute(app, c.agregar, ambas, ({ body, actor }) => guardar(body, actor, 'agregar'));
  addRoute(app, c.guardar, ambas, ({ body, actor }) => guardar(body, actor, 'guardar'));

  addRoute(app, c.existenciaSucursales, alta, async ({ params }) => {
    if (!params.codigo) throw new Rechazo(m.sinArticuloExistencia);
    return await existenciaEnSucursales(db, params.codigo);
  });

  addRoute(app, c.costosDeArticulo, alta, async ({ params }) => await costos.costosDe(db, params.codigo));
  addRoute(app, c.costoPorId, alta, async ({ params }) => {
    const costo = await costos.costoPorId(db, params.id);
    if (!costo) throw new Rechazo(m.costoNoExiste);
    return costo;
  });
  addRoute(
    app,
    c.sucursalesDeCosto,
    alta,
    async ({ params }) => await costos.sucursalesDeCosto(db, params.id),
  );
  addRoute(app, c.guardarCosto, alta, async ({ body, actor }) =>
    respuesta(await costos.guardarCosto(db, actor, body), m.costoGuardado),
  );
  addRoute(app, c.guardarSucursalesCosto, alta, async ({ params, body, actor }) =>
    respuesta(await costos.guardarSucursalesCosto(db, actor, params.id, body), m.sucursalesGuardadas),
  );
  addRoute(app, c.eliminarCosto, alta, async ({ body, actor }) =>
    respuesta(
      await costos.eliminarCosto(db, actor, body.idCatArticulosProveedoresCostosEnc),
      m.costoEliminado,
    ),
  );

  addRoute(app, c.consultarGrupo, alta, async ({ params }) => await grupos.gruposDeFormula(db, params.id));
  addRoute(app, c.guardarGrupo, alta, async ({ body, actor }) =>
    respuesta(await grupos.guardarGrupo(db, actor, body), m.grupoGuardado),
  );
  addRoute(app, c.eliminarGrupo, alta, async ({ body, actor }) =>
    respuesta(await grupos.eliminarDeGrupo(db, actor, body), m.grupoEliminado),
  );
  addRoute(app, c.marcarPrincipal, alta, async ({ body, actor }) =>
    respuesta(await grupos.marcarPrincipal(db, actor, body), m.principalMarcado),
  );

  addRoute(app, c.parametro, ambas, async ({ params }) => {
    const p = await parametroPorNombre(db, params.nombre);
    if (!p) throw new Rechazo(format(m.parametroNoExiste, { nombre: params.nombre }));
    return p;
  });
};

export default modulo(registerArticulosRoutes, c.altaArticulosPantalla);
