import {
  eliminarRelacionSucursal,
  guardarSucursales,
  mensajeEliminadas,
  mensajeGuardadas,
  obtenerProveedores,
  obtenerProveedoresPermitidos,
  obtenerSucursales,
  proveedoresPermitidosSucursalPantalla,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import * as queries from './queries.ts';
import * as service from './service.ts';

/** Suppliers allowed at branches (S35, 002 §7): every call is granted by the screen's menu entry. */
export const registerProveedoresPermitidosSucursalRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(proveedoresPermitidosSucursalPantalla);

  addRoute(app, obtenerProveedores, permiso, async () => await queries.proveedoresActivos(db));
  addRoute(app, obtenerProveedoresPermitidos, permiso, async ({ params }) => {
    await service.exigirProveedor(db, params.codProveedor);
    return await queries.relacionadas(db, params.codProveedor, params.tipo);
  });
  addRoute(app, obtenerSucursales, permiso, async ({ params }) => {
    await service.exigirProveedor(db, params.codProveedor);
    return await queries.sinRelacionar(db, params.codProveedor, params.tipo);
  });
  addRoute(app, guardarSucursales, permiso, async ({ body, actor }) => {
    const r = await service.guardar(db, actor, body);
    return respuesta(r, mensajeGuardadas(r.agregadas + r.modificadas));
  });
  addRoute(app, eliminarRelacionSucursal, permiso, async ({ body, actor }) => {
    const r = await service.eliminar(db, actor, body);
    return respuesta(r, mensajeEliminadas(r.eliminadas));
  });
};

export default modulo(registerProveedoresPermitidosSucursalRoutes, proveedoresPermitidosSucursalPantalla);
