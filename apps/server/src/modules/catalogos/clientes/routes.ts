import {
  CLIENTES_POR_PAGINA,
  clientesDetallePantalla,
  clientesMessages,
  clientesPantalla,
  consulta,
  detalle,
  guardaDetalle,
  guardaHorarios,
  horarios,
  mapa,
} from '@farmasi/contracts/catalogos/clientes';
import { addExportRoute, porLotes } from '../../../platform/exportar.ts';
import { modulo } from '../../../platform/modulo.ts';
import { parametroPorNombre } from '../../../platform/parametros.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { contarClientes, horariosDe, listarClientes } from './queries.ts';
import { clienteExistente, guardarDetalle, guardarHorarios } from './service.ts';

/** The parameter that switches the detail's map to Google Maps (datos.sql seeds it empty). */
export const PARAMETRO_CLAVE_MAPAS = 'GOOGLE_MAPS_API_KEY';
/** The chain's name the map searches its pharmacies by (001 §9; datos.sql seeds it). */
export const PARAMETRO_NOMBRE_CADENA = 'NOMBRE_CADENA_MAPAS';
/** When the parameter is emptied: what a search for the chain's pharmacies still finds. */
export const NOMBRE_CADENA_OMISION = 'Farmacia';

type FilaCliente = Awaited<ReturnType<typeof listarClientes>>[number];

/** Customers (S13) and their detail (S14): every call is granted by the list's menu entry. */
export const registerClientesRoutes = (app: App, { db }: AppDeps) => {
  const permiso = pantallas(clientesPantalla);

  addRoute(app, consulta, permiso, async ({ query }) => {
    const desde = (query.pagina - 1) * CLIENTES_POR_PAGINA;
    return {
      clientes: await listarClientes(db, query.buscar, desde, CLIENTES_POR_PAGINA),
      totalRegistros: await contarClientes(db, query.buscar),
    };
  });

  addExportRoute<typeof consulta, FilaCliente>(app, consulta, permiso, {
    archivo: 'clientes',
    hoja: 'Clientes',
    columnas: [
      { encabezado: 'Código', valor: (c) => c.codCliente, ancho: 10 },
      { encabezado: 'Nombre', valor: (c) => c.nombre, ancho: 40 },
      { encabezado: 'Negocio', valor: (c) => c.nombreNegocio, ancho: 30 },
      { encabezado: 'Sucursal', valor: (c) => c.sucursal, ancho: 30 },
      { encabezado: 'Latitud', valor: (c) => c.latitud, ancho: 12 },
      { encabezado: 'Longitud', valor: (c) => c.longitud, ancho: 12 },
      { encabezado: 'Liga de mapas', valor: (c) => c.uRL, ancho: 50 },
    ],
    // The list's own filter and order, every page.
    filas: ({ query }) => {
      const { buscar } = query as { buscar: string };
      let leidas = 0;
      return porLotes(async (_ultima, limite) => {
        const lote = await listarClientes(db, buscar, leidas, limite);
        leidas += lote.length;
        return lote;
      });
    },
  });

  addRoute(app, detalle, permiso, async ({ params }) => await clienteExistente(db, params.id));

  addRoute(app, horarios, permiso, async ({ params }) => {
    await clienteExistente(db, params.id);
    return await horariosDe(db, params.id);
  });

  // What the detail's map needs: the maps key, if any, and the chain's name to search places by.
  // No other customer's position is offered: the places come from the maps provider (issue 24).
  addRoute(app, mapa, permiso, async ({ params }) => {
    await clienteExistente(db, params.id);
    const clave = (await parametroPorNombre(db, PARAMETRO_CLAVE_MAPAS))?.valor.trim();
    const cadena = (await parametroPorNombre(db, PARAMETRO_NOMBRE_CADENA))?.valor.trim();
    return { claveMapas: clave || null, nombreCadena: cadena || NOMBRE_CADENA_OMISION };
  });

  addRoute(app, guardaDetalle, permiso, async ({ body, actor }) =>
    respuesta(await guardarDetalle(db, actor, body), clientesMessages.clienteGuardado),
  );

  addRoute(app, guardaHorarios, permiso, async ({ body, actor }) =>
    respuesta(await guardarHorarios(db, actor, body), clientesMessages.horariosGuardados),
  );
};

export default modulo(registerClientesRoutes, clientesPantalla, clientesDetallePantalla);
