import {
  bancosPorIdMarca,
  contactoPantalla,
  contactosPorIdMarca,
  eliminarContacto,
  guardarDatosContacto,
  guardarDatosCuentaBanco,
  guardarEnvioCorreo,
  marcasYProveedores,
  obtenerAreas,
  obtenerBancos,
} from '@farmasi/contracts/proveedores/contacto';
import { contactoMessages as m } from '@farmasi/contracts/proveedores/contacto/validar';
import { Rechazo } from '../../../platform/errors.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { areas, bancos, contactosDe, cuentasDe, detalleExiste, marcasConProveedores } from './queries.ts';
import * as service from './service.ts';

/** Supplier contacts and banks (S29, 002 §7): every call is granted by the screen's menu entry. */
export const registerContactoRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(contactoPantalla);

  /** A list of one brand's supplier: the supplier must exist, and a named row must be one of its. */
  const deDetalle = async <T>(idDet: number, id: number, filas: T[], ajeno: string) => {
    if (!(await detalleExiste(db, idDet))) throw new Rechazo(m.detalleNoExiste);
    if (id !== 0 && !filas.length) throw new Rechazo(ajeno);
    return filas;
  };

  addRoute(app, marcasYProveedores, permiso, () => marcasConProveedores(db));
  addRoute(app, contactosPorIdMarca, permiso, async ({ params }) =>
    deDetalle(
      params.idCatProveedoresMarcasDet,
      params.idCatProveedoresMarcasDetContacto,
      await contactosDe(db, params.idCatProveedoresMarcasDet, params.idCatProveedoresMarcasDetContacto),
      m.contactoAjeno,
    ),
  );
  addRoute(app, obtenerAreas, permiso, () => areas(db));
  addRoute(app, guardarDatosContacto, permiso, ({ body, actor }) => service.guardarContacto(db, actor, body));
  addRoute(app, eliminarContacto, permiso, ({ params, actor }) =>
    service.eliminarContacto(
      db,
      actor,
      params.idCatProveedoresMarcasDet,
      params.idCatProveedoresMarcasDetContacto,
    ),
  );
  addRoute(app, guardarEnvioCorreo, permiso, ({ body, actor }) =>
    service.guardarEnvioCorreo(db, actor, body),
  );
  addRoute(app, obtenerBancos, permiso, () => bancos(db));
  addRoute(app, bancosPorIdMarca, permiso, async ({ params }) =>
    deDetalle(
      params.idCatProveedoresMarcasDet,
      params.idCatProveedoresMarcasCuentas,
      await cuentasDe(db, params.idCatProveedoresMarcasDet, params.idCatProveedoresMarcasCuentas),
      m.cuentaAjena,
    ),
  );
  addRoute(app, guardarDatosCuentaBanco, permiso, ({ body, actor }) =>
    service.guardarCuenta(db, actor, body),
  );
};

export default modulo(registerContactoRoutes, contactoPantalla);
