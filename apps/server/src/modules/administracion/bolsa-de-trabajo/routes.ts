import {
  bolsaDeTrabajoPantalla,
  descargarCv,
  eliminarPostulante,
  eliminarVacante,
  guardarActualizarVacante,
  bolsaMessages as m,
  obtenerPostulantesVacante,
  obtenerVacantes,
  sucursalesInfo,
} from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { eq } from 'drizzle-orm';
import { archivos } from '../../../db/schema/index.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { modulo } from '../../../platform/modulo.ts';
import { prepararDescarga } from '../../../platform/respuesta-archivo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { addDescarga } from '../../../platform/rutas-archivo.ts';
import {
  listarPostulantes,
  listarVacantes,
  sucursalesConUbicacion,
  unaVacante,
  unPostulante,
} from './queries.ts';
import * as service from './service.ts';

/** Job vacancies (S19): every call, the branches' states included, is granted by the screen's menu entry. */
export const registerBolsaDeTrabajoRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(bolsaDeTrabajoPantalla);

  addRoute(app, obtenerVacantes, permiso, async () => {
    const data = await listarVacantes(db);
    return respuesta(data, data.length ? '' : m.sinVacantes);
  });
  addRoute(app, guardarActualizarVacante, permiso, async ({ body, actor }) => {
    const { estatus: _e, usuario: _u, ...vacante } = body;
    return respuesta(await service.guardarVacante(db, actor, vacante), m.guardada);
  });
  addRoute(app, eliminarVacante, permiso, async ({ body, actor }) =>
    respuesta(await service.eliminarVacante(db, actor, body.idVacante), m.eliminada),
  );
  addRoute(app, obtenerPostulantesVacante, permiso, async ({ params }) => {
    if (!(await unaVacante(db, params.idVacante))) throw new Rechazo(m.vacanteNoExiste);
    const data = await listarPostulantes(db, params.idVacante);
    return respuesta(data, data.length ? '' : m.sinAplicantes);
  });
  addRoute(app, eliminarPostulante, permiso, async ({ body, actor }) =>
    respuesta(await service.eliminarPostulante(db, actor, body), m.postulanteEliminado),
  );
  addDescarga(app, descargarCv, permiso, async ({ params, reply }) => {
    const postulante = await unPostulante(db, params.idControlVacantesPostulantes);
    if (!postulante) throw new Rechazo(m.postulanteNoExiste);
    const [archivo] = await db.select().from(archivos).where(eq(archivos.id, postulante.idArchivo));
    if (!archivo) throw new Rechazo(m.postulanteNoExiste);
    return prepararDescarga(reply, { tipoMime: postulante.tipoDocumento, nombre: archivo.nombre })
      .header('content-length', archivo.contenido.length)
      .send(archivo.contenido);
  });
  addRoute(app, sucursalesInfo, permiso, async () => {
    const data = await sucursalesConUbicacion(db);
    return respuesta(data, data.length ? '' : m.sinSucursales);
  });
};

export default modulo(registerBolsaDeTrabajoRoutes, bolsaDeTrabajoPantalla);
