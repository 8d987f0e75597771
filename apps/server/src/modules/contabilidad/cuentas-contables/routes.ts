import {
  cuentasContables,
  cuentasContablesPantalla,
  guardarCuentaEmpresa,
  guardarCuentaSucursal,
} from '@farmasi/contracts/contabilidad/cuentas-contables';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { listarEmpresas, listarSucursales } from './queries.ts';
import { guardarEmpresa, guardarSucursal } from './service.ts';

/** Chart of accounts (S23, 002 §7): every call is granted by the screen's menu entry. */
export const registerCuentasContablesRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(cuentasContablesPantalla);

  addRoute(app, cuentasContables, permiso, async () => ({
    empresas: await listarEmpresas(db),
    sucursales: await listarSucursales(db),
  }));

  addRoute(
    app,
    guardarCuentaEmpresa,
    permiso,
    async ({ body, actor }) => await guardarEmpresa(db, actor, body),
  );

  addRoute(
    app,
    guardarCuentaSucursal,
    permiso,
    async ({ body, actor }) => await guardarSucursal(db, actor, body),
  );
};

export default modulo(registerCuentasContablesRoutes, cuentasContablesPantalla);
