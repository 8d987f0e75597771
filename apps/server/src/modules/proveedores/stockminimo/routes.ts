import { existenciasMinimasMessages as em } from '@farmasi/contracts/proveedores/existencias-minimas';
import {
  copiarStockMinimo,
  stockMinimoMessages as m,
  stockMinimoBuscar,
  stockMinimoGuardar,
  stockMinimoPantalla,
} from '@farmasi/contracts/proveedores/stockminimo';
import { Rechazo } from '../../../platform/errors.ts';
import { guardarMinimos } from '../../../platform/existencias-minimas.ts';
import { modulo } from '../../../platform/modulo.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { type App, type AppDeps, addRoute, pantallas } from '../../../platform/routes.ts';
import { articuloExiste, filasDeFormula, filasDeProducto, formulaExiste } from './queries.ts';
import { copiarMinimos } from './service.ts';

/**
 * S28 'Stock mínimo (Producto-Fórmula)' (002 §7): every call is granted by the screen's menu entry
 * (its product, formula and branch searches are the shared ones, granted there too).
 */
export const registerStockMinimoRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(stockMinimoPantalla);

  addRoute(app, stockMinimoBuscar, permiso, async ({ body }) => {
    if (body.codArticulo) {
      if (!(await articuloExiste(db, body.codArticulo)))
        throw new Rechazo(m.productoNoExiste(body.codArticulo));
      return await filasDeProducto(db, body.codArticulo);
    }
    if (!(await formulaExiste(db, body.codFormula))) throw new Rechazo(m.formulaNoExiste(body.codFormula));
    return await filasDeFormula(db, body.codFormula);
  });
  addRoute(app, stockMinimoGuardar, permiso, async ({ body, actor }) =>
    respuesta(await guardarMinimos(db, actor, body), em.guardados),
  );
  addRoute(app, copiarStockMinimo, permiso, async ({ params, actor }) => {
    const { data, message } = await copiarMinimos(db, actor, params.origen, params.destino);
    return respuesta(data, message);
  });
};

export default modulo(registerStockMinimoRoutes, stockMinimoPantalla);
