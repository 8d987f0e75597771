import {
  consultaDomicilios,
  consultaEstados,
  consultaMedicos,
  consultaRegistros,
  eliminarDomicilio,
  MEDICOS_URL,
  medicosMessages,
  modificarDatos,
  modificarDomicilio,
  nombreCompleto,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { addExportRoute, porLotes } from '../../../platform/exportar.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { contarMedicos, listarDomicilios, listarEstados, listarMedicos } from './queries.ts';
import { eliminarDomicilioMedico, modificarDatosPrincipales, modificarDomicilioMedico } from './service.ts';

/** Doctors' addresses (S47): every call, the state catalogue included, is granted by its screen. */
export const registerMedicosRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(MEDICOS_URL);

  addRoute(app, consultaMedicos, permiso, async ({ body }) => ({
    value: true,
    message: '',
    data: await listarMedicos(db, body.pagina, body.tamanoPagina, body.idMedico, body.buscar),
  }));

  addExportRoute<typeof consultaMedicos, Awaited<ReturnType<typeof listarMedicos>>[number]>(
    app,
    consultaMedicos,
    permiso,
    {
      archivo: 'medicos',
      hoja: 'Médicos',
      columnas: [
        { encabezado: 'Cédula', valor: (x) => x.cedula, ancho: 14 },
        { encabezado: 'Registro SSA', valor: (x) => x.sSA, ancho: 16 },
        { encabezado: 'Médico', valor: (x) => nombreCompleto(x), ancho: 40 },
        { encabezado: 'Domicilios', valor: (x) => x.registros, ancho: 12 },
      ],
      // The list's own query and order, every page (the page fields of the body are ignored).
      filas: ({ body }) => {
        let leidas = 0;
        return porLotes(async (_ultima, limite) => {
          const lote = await listarMedicos(db, leidas / limite + 1, limite, body.idMedico, body.buscar);
          leidas += lote.length;
          return lote;
        });
      },
    },
  );
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
