import {
  BANNER_TAMANO_MAXIMO,
  bannersPantalla,
  bannersPublicos,
  clonarBanner,
  consultarBanners,
  consultarIdsBanners,
  consultarImagenesSucursales,
  eliminarBanner,
  guardarBanner,
  guardarBannerDatos,
  guardarImagenesSucursales,
  guardarImagenSucursalDatos,
  ordenarBanner,
  visibleBanner,
} from '@farmasi/contracts/mercadotecnia/banners';
import { hoy } from '../../../platform/fechas.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { datosDeFormulario, leerFormulario } from '../../../platform/subidas.ts';
import { guardarImagenSucursal } from './imagenes-sucursales.ts';
import { bannersVisibles, imagenesSucursales, listarBanners, tipoDeLista, vistaPrevia } from './queries.ts';
import * as service from './service.ts';

/** Banner manager (S08): every call is granted by the screen's menu entry, but the public site's. */
export const registerBannersRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(bannersPantalla);
  // The image's limit: a larger one still gets the spec's text, a much larger one a 413 naming it.
  const leer = (request: Parameters<typeof leerFormulario>[0]) =>
    leerFormulario(request, { tamanoMaximo: BANNER_TAMANO_MAXIMO });

  addRoute(app, consultarBanners, permiso, ({ params }) => listarBanners(db, params.x));
  addRoute(app, consultarIdsBanners, permiso, async ({ params }) => {
    const tipoBanner = tipoDeLista(params.x);
    const secciones = tipoBanner ? [tipoBanner] : ['C1', 'CL', 'E', 'O', 'FL'];
    return vistaPrevia(db, secciones, hoy());
  });
  addRoute(app, guardarBanner, permiso, async ({ request, actor }) => {
    const { campos, archivo } = await leer(request);
    return await service.guardarBanner(db, actor, datosDeFormulario(campos, guardarBannerDatos), archivo);
  });
  addRoute(app, eliminarBanner, permiso, ({ params, actor }) => service.eliminarBanner(db, actor, params.id));
  // The user is the session's: the path's userId (001 §7) is never trusted.
  addRoute(app, clonarBanner, permiso, ({ params, actor }) => service.clonarBanner(db, actor, params.id));
  addRoute(app, visibleBanner, permiso, ({ params, actor }) =>
    service.cambiarVisible(db, actor, params.id, params.flag === '1' || params.flag === 'true'),
  );
  addRoute(app, ordenarBanner, permiso, ({ body, actor }) => service.ordenarBanners(db, actor, body.banners));
  addRoute(app, consultarImagenesSucursales, permiso, () => imagenesSucursales(db));
  addRoute(app, guardarImagenesSucursales, permiso, async ({ request, actor }) => {
    const { campos, archivo } = await leer(request);
    return await guardarImagenSucursal(
      db,
      actor,
      datosDeFormulario(campos, guardarImagenSucursalDatos),
      archivo,
    );
  });

  addRoute(app, bannersPublicos, 'publico', async ({ params }) =>
    (await bannersVisibles(db, [params.tipoBanner], hoy(), params.tipo)).map(
      ({ idCatBanners, orden, imagen, url }) => ({
        idCatBanners,
        orden,
        imagen,
        url,
      }),
    ),
  );
};

export default modulo(registerBannersRoutes, bannersPantalla);
