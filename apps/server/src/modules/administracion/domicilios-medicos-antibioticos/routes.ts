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
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { contarMedicos, listarDomicilios, listarEstados, listarMedicos } from './queries.ts';
import { eliminarDomicilioMedico, modificarDatosPrincipales, modificarDomicilioMedico } from './service.ts';

/** Doctors' addresses (S47): every call, the state catalogue included, is granted by its screen. */
export const registerMedicosRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(domiciliosMedicosPantalla);

  addRoute(app, consultaMedicos, permiso, async ({ body }) => ({
    value: true,
    message: '',
    data: await listarMedicos(db, body.pagina, body.tamanoPagina, body.idMedico, body.buscar),
  }));

  addRoute(app, consultaRegistros, permiso, async ({ body }) => ({
    value: true,
    message: '',
    data: { totalRegistros: await contarMedicos(db, body.idMedico, body.buscar) },
  }));

  addRoute(app, consultaDomicilios, permiso, async ({ body }) => ({
    value: true,
    message: '',
    data: await listarDomicilios(db, body.idMedico),
  }));

  addRoute(app, consultaEstados, permiso, async () => ({
    value: true,
    message: '',
    data: { estados: await listarEstados(db) },
  }));

  addRoute(app, modificarDatos, permiso, async ({ body, actor }) => ({
    value: true,
    message: medicosMessages.datosModificados,
    data: await modificarDatosPrincipales(db, actor, body),
  }));

  addRoute(app, modificarDomicilio, permiso, async ({ body, actor }) => ({
    value: true,
    message: medicosMessages.domicilioModificado,
    data: await modificarDomicilioMedico(db, actor, body),
  }));

  addRoute(app, eliminarDomicilio, permiso, async ({ body, actor }) => ({
    value: true,
    message: medicosMessages.domicilioEliminado,
    data: await eliminarDomicilioMedico(db, actor, body),
  }));
};

export default modulo(registerMedicosRoutes, domiciliosMedicosPantalla);
