import {
  consultaDomicilios,
  consultaEstados,
  consultaMedicos,
  consultaRegistros,
  domiciliosMedicosPantalla,
  eliminarDomicilio,
  medicosMessages,
  modificarDatos,
  modificarDomicilio,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { contarMedicos, listarDomicilios, listarEstados, listarMedicos } from './queries.ts';
import { eliminarDomicilioMedico, modificarDatosPrincipales, modificarDomicilioMedico } from './service.ts';

/** Doctors' addresses (S47): every call, the state catalogue included, is granted by its screen. */
export const registerMedicosRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(domiciliosMedicosPantalla);

  addRoute(
    app,
    consultaMedicos,
    permiso,
    async ({ body }) => await listarMedicos(db, body.pagina, body.tamanoPagina, body.idMedico, body.buscar),
  );

  addRoute(app, consultaRegistros, permiso, async ({ body }) => ({
    totalRegistros: await contarMedicos(db, body.idMedico, body.buscar),
  }));

  addRoute(app, consultaDomicilios, permiso, async ({ body }) => await listarDomicilios(db, body.idMedico));

  addRoute(app, consultaEstados, permiso, async () => ({ estados: await listarEstados(db) }));

  addRoute(app, modificarDatos, permiso, async ({ body, actor }) =>
    respuesta(await modificarDatosPrincipales(db, actor, body), medicosMessages.datosModificados),
  );

  addRoute(app, modificarDomicilio, permiso, async ({ body, actor }) =>
    respuesta(await modificarDomicilioMedico(db, actor, body), medicosMessages.domicilioModificado),
  );

  addRoute(app, eliminarDomicilio, permiso, async ({ body, actor }) =>
    respuesta(await eliminarDomicilioMedico(db, actor, body), medicosMessages.domicilioEliminado),
  );
};

export default modulo(registerMedicosRoutes, domiciliosMedicosPantalla);
