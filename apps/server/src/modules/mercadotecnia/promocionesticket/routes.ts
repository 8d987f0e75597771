import {
  guardarPromocionDatos,
  type LlamadasPromociones,
  promocionesTicketMessages as m,
  PROMOCION_TAMANO_MAXIMO,
  promocionesBaranetos,
  promocionesFarmacias,
  promocionesTicketBaranetosPantalla,
  promocionesTicketPantalla,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';
import type { PantallaMenu } from '@farmasi/contracts/pantalla';
import { EMPRESA } from '../../../db/schema/index.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { hoy } from '../../../platform/fechas.ts';
import { modulo } from '../../../platform/modulo.ts';
import { type App, type AppDeps, addRoute, pantallas, respuesta } from '../../../platform/routes.ts';
import { datosDeFormulario, leerFormulario } from '../../../platform/subidas.ts';
import { imagenesParaTicket, listarPromociones, sucursalesActivas, sucursalesDe } from './queries.ts';
import * as service from './service.ts';
import { ticketDeEjemplo } from './ticket.ts';

/** One line's calls, each granted by that line's screen (001 §7: the same set under both paths). */
const registrarLinea = (
  app: App,
  { db }: AppDeps,
  llamadas: LlamadasPromociones,
  pantalla: PantallaMenu,
  idEmpresa: number,
  nombre: string,
) => {
  const permiso = pantallas(pantalla);
  addRoute(app, llamadas.consultar, permiso, async () => {
    const data = await listarPromociones(db, idEmpresa);
    return respuesta(data, data.length ? '' : m.sinPromociones);
  });
  addRoute(app, llamadas.consulta, permiso, async ({ params }) => {
    const [promocion] = await listarPromociones(db, idEmpresa, params.id);
    if (!promocion) throw new Rechazo(m.noEncontrada);
    return { ...promocion, sucursales: await sucursalesDe(db, params.id) };
  });
  addRoute(app, llamadas.guardar, permiso, async ({ request, actor }) => {
    // A larger file still gets the screen's own text; a much larger one, a 413 naming the limit.
    const { campos, archivo } = await leerFormulario(request, { tamanoMaximo: PROMOCION_TAMANO_MAXIMO });
    const datos = datosDeFormulario(campos, guardarPromocionDatos);
    return await service.guardarPromocion(db, actor, idEmpresa, datos, archivo);
  });
  addRoute(app, llamadas.eliminar, permiso, async ({ params, actor }) =>
    service.eliminarPromocion(db, actor, idEmpresa, params.id),
  );
  addRoute(app, llamadas.actualizarOrden, permiso, async ({ body, actor }) =>
    service.actualizarOrden(db, actor, idEmpresa, body),
  );
  addRoute(app, llamadas.sucursales, permiso, async () => {
    const data = await sucursalesActivas(db, idEmpresa);
    if (!data.length) throw new Rechazo(m.sinSucursales);
    return data;
  });
  addRoute(app, llamadas.consultaPdf, permiso, async () => {
    const pdf = await ticketDeEjemplo(nombre, await imagenesParaTicket(db, idEmpresa, hoy()));
    return pdf.toString('base64');
  });
};

/** Ticket promotions (S09) of the pharmacy line and of Baranetos. */
export const registerPromocionesTicketRoutes = (app: App, deps: AppDeps) => {
  registrarLinea(app, deps, promocionesFarmacias, promocionesTicketPantalla, EMPRESA.farmacias, 'FarmaSí');
  registrarLinea(
    app,
    deps,
    promocionesBaranetos,
    promocionesTicketBaranetosPantalla,
    EMPRESA.baranetos,
    'Baranetos',
  );
};

export default modulo(
  registerPromocionesTicketRoutes,
  promocionesTicketPantalla,
  promocionesTicketBaranetosPantalla,
);
