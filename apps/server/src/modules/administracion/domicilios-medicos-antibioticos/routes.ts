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
  nombreCompleto,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { addExportRoute, porLotes } from '../../../platform/exportar.ts';
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
