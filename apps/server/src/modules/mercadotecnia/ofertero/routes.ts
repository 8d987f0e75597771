import {
  consultarOfertero,
  eliminarOferta,
  guardarOferta,
  guardarOfertaDatos,
  MINIATURA_TAMANO_MAXIMO,
  oferteroMessages as m,
  oferteroPantalla,
  sitioFlipbook,
} from '@farmasi/contracts/mercadotecnia/ofertero';
import { Rechazo } from '../../../platform/errors.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { datosDeFormulario, leerFormulario } from '../../../platform/subidas.ts';
import { listarOferteros, sitioDeFlipbook } from './queries.ts';
import * as service from './service.ts';

/** Oferteros (S10): every call is granted by the screen's menu entry. */
export const registerOferteroRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(oferteroPantalla);

  addRoute(app, sitioFlipbook, permiso, async () => ({ sitio: await sitioDeFlipbook(db) }));
  addRoute(app, consultarOfertero, permiso, async ({ params }) => {
    const data = await listarOferteros(db, params.id);
    if (params.id > 0 && !data.length) throw new Rechazo(m.noEncontrado);
    return respuesta(data, data.length ? '' : m.sinRegistros);
  });
  addRoute(app, guardarOferta, permiso, async ({ request, actor }) => {
    // A little over the thumbnail's limit is read, so that a larger one gets the screen's own text.
    const { campos, archivo } = await leerFormulario(request, { tamanoMaximo: MINIATURA_TAMANO_MAXIMO });
    const datos = datosDeFormulario(campos, guardarOfertaDatos);
    return await service.guardarOferta(db, actor, datos, archivo);
  });
  addRoute(app, eliminarOferta, permiso, async ({ params, actor }) =>
    service.eliminarOferta(db, actor, params.id),
  );
};

export default modulo(registerOferteroRoutes, oferteroPantalla);
