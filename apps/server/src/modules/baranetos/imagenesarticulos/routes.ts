import {
  actualizarOrden,
  configuracionImagenes,
  consultaImagenes,
  eliminarImagen,
  guardarImagen,
  guardarImagenDatos,
  imagenesArticulosPantalla,
  imagenesArticulosMessages as m,
} from '@farmasi/contracts/baranetos/imagenesarticulos';
import { Rechazo } from '../../../platform/errors.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { datosDeFormulario, leerFormulario } from '../../../platform/subidas.ts';
import { articuloExiste, imagenesDe, tamanoMaximoMb } from './queries.ts';
import * as service from './service.ts';

/** Article images (S11): every call is granted by the screen's menu entry. */
export const registerImagenesArticulosRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(imagenesArticulosPantalla);

  addRoute(app, configuracionImagenes, permiso, async () => ({ tamanoMaximoMb: await tamanoMaximoMb(db) }));
  addRoute(app, consultaImagenes, permiso, async ({ params }) => {
    if (!(await articuloExiste(db, params.codArticulo)))
      throw new Rechazo(m.articuloNoExiste.replace('{codigo}', String(params.codArticulo)));
    const data = await imagenesDe(db, params.codArticulo);
    return respuesta(data, data.length ? '' : m.sinImagenes);
  });
  addRoute(app, guardarImagen, permiso, async ({ request, actor }) => {
    // A larger file still gets the row's 'Tamaño Incorrecto'; a much larger one, a 413 naming the limit.
    const limite = (await tamanoMaximoMb(db)) * 1024 * 1024;
    const { campos, archivo } = await leerFormulario(request, { tamanoMaximo: limite });
    return await service.guardarImagen(db, actor, datosDeFormulario(campos, guardarImagenDatos), archivo);
  });
  addRoute(app, eliminarImagen, permiso, async ({ params, actor }) =>
    service.eliminarImagen(db, actor, params.id),
  );
  addRoute(app, actualizarOrden, permiso, async ({ body, actor }) =>
    service.actualizarOrden(db, actor, body),
  );
};

export default modulo(registerImagenesArticulosRoutes, imagenesArticulosPantalla);
