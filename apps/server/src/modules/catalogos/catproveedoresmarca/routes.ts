import {
  consultarArticulosMarca,
  consultarMarcas,
  consultarProveedoresMarca,
  eliminarProveedorMarca,
  guardarMarca,
  guardarMarcaDatos,
  guardarOrdenArticulos,
  guardarProveedoresMarca,
  IMAGEN_MARCA_TAMANO_MAXIMO,
  marcasMessages as m,
  marcasPantalla,
} from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { Rechazo } from '../../../platform/errors.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { datosDeFormulario, leerFormulario } from '../../../platform/subidas.ts';
import { articulosDeMarca, listarMarcas, proveedoresDeMarca, unaMarca } from './queries.ts';
import * as service from './service.ts';

/** Brands catalogue (S12): every call is granted by the screen's menu entry. */
export const registerMarcasRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(marcasPantalla);
  const marcaExistente = async (id: number) => {
    if (!(await unaMarca(db, id))) throw new Rechazo(m.marcaNoExiste);
  };

  addRoute(app, consultarMarcas, permiso, async ({ params }) => {
    const data = await listarMarcas(db, { soloActivas: params.n === '1' });
    return respuesta(data, data.length ? '' : m.sinMarcas);
  });
  addRoute(app, guardarMarca, permiso, async ({ request, actor }) => {
    // A larger image still gets the screen's own text; a much larger one, a 413 naming the limit.
    const { campos, archivo } = await leerFormulario(request, {
      tamanoMaximo: IMAGEN_MARCA_TAMANO_MAXIMO,
    });
    return await service.guardarMarca(db, actor, datosDeFormulario(campos, guardarMarcaDatos), archivo);
  });
  addRoute(app, consultarProveedoresMarca, permiso, async ({ params }) => {
    await marcaExistente(params.id);
    return await proveedoresDeMarca(db, params.id);
  });
  addRoute(app, guardarProveedoresMarca, permiso, async ({ body, actor }) =>
    service.guardarProveedores(db, actor, body),
  );
  addRoute(app, eliminarProveedorMarca, permiso, async ({ params, actor }) =>
    service.eliminarProveedor(db, actor, params.id),
  );
  addRoute(app, consultarArticulosMarca, permiso, async ({ params }) => {
    await marcaExistente(params.id);
    const data = await articulosDeMarca(db, params.id, params.codigo);
    return respuesta(data, data.length ? '' : m.sinArticulos);
  });
  addRoute(app, guardarOrdenArticulos, permiso, async ({ body, actor }) =>
    service.guardarOrden(db, actor, body),
  );
};

export default modulo(registerMarcasRoutes, marcasPantalla);
