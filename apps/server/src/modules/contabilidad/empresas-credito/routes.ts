import {
  buscarClientes,
  coloniasCodigoPostal,
  consultarClientes,
  consultarRfcCliente,
  eliminarCorreoCliente,
  empresasCreditoPantalla,
  guardarCliente,
  guardarCorreoCliente,
  empresasCreditoMessages as m,
  regimenesFiscales,
  verificarRfc,
} from '@farmasi/contracts/contabilidad/empresas-credito';
import { coloniasDeCodigoPostal } from '../../../db/schema/index.ts';
import { modulo } from '../../../platform/modulo.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { listarClientes, listarRegimenes } from './queries.ts';
import * as service from './service.ts';
import { verificarDatosFiscales } from './verificar.ts';

/** Credit customers (S22, 002 §7): every call is granted by the screen's menu entry. */
export const registerEmpresasCreditoRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(empresasCreditoPantalla);

  addRoute(app, consultarClientes, permiso, async () => await listarClientes(db));
  addRoute(app, buscarClientes, permiso, async ({ params }) => await listarClientes(db, params.buscar));
  addRoute(app, consultarRfcCliente, permiso, async ({ body }) => {
    const { data, message } = await service.consultarRfc(db, body.rfc);
    return respuesta(data, message);
  });
  addRoute(app, regimenesFiscales, permiso, async () =>
    (await listarRegimenes(db)).map(({ regimenFiscal, descripcion }) => ({ regimenFiscal, descripcion })),
  );
  addRoute(
    app,
    coloniasCodigoPostal,
    permiso,
    async ({ params }) => await coloniasDeCodigoPostal(db, params.codigoPostal),
  );
  addRoute(app, verificarRfc, permiso, async ({ body }) => await verificarDatosFiscales(db, body));
  addRoute(app, guardarCliente, permiso, async ({ body, actor }) =>
    respuesta(await service.guardarCliente(db, actor, body), m.clienteGuardado),
  );
  addRoute(app, guardarCorreoCliente, permiso, async ({ body, actor }) =>
    respuesta(
      await service.agregarCorreo(db, actor, body.idCatClientesFacturacion, body.correo),
      m.correoGuardado,
    ),
  );
  addRoute(app, eliminarCorreoCliente, permiso, async ({ body, actor }) =>
    respuesta(
      await service.quitarCorreo(db, actor, body.idCatClientesFacturacion, body.correo),
      m.correoEliminado,
    ),
  );
};

export default modulo(registerEmpresasCreditoRoutes, empresasCreditoPantalla);
