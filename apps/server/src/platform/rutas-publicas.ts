import { API_BASE, ROUTER_BASE } from '@farmasi/contracts';
import type { Config } from '../config.ts';
import type { App, Permiso } from './routes.ts';

/**
 * The routes anyone may call, without a session: a short list, each with its reason (issue 23).
 * Every other route checks the session (open, active user, family not revoked) in the auth hook,
 * and a route cannot be registered otherwise: vigilarRutas refuses it at start.
 */
export const rutasPublicas = (config: Pick<Config, 'METRICS_PATH'>): Record<string, string> => ({
  [`POST ${API_BASE}/seguridad/login`]: 'Inicio de sesión: todavía no hay sesión.',
  [`POST ${API_BASE}/seguridad/renovar-token`]:
    'La credencial es la cookie de renovación (HttpOnly), que la ruta comprueba; el token de acceso ya venció.',
  [`POST ${API_BASE}/seguridad/logout`]:
    'Cierra la sesión de la cookie aunque el token de acceso haya vencido; sin cookie ni token no cierra nada.',
  [`GET ${API_BASE}/health`]: 'Sondeo del balanceador: no responde datos.',
  [`GET ${API_BASE}/publico/banners/:tipoBanner/:tipo`]: 'Banners del sitio público de la cadena.',
  [`GET ${API_BASE}/proveedoresPedido/ObtenerTicket/:id`]:
    'Ticket de un pedido a proveedor (002 S32, página pública): lo pide su token aleatorio, no su folio.',
  ...(config.METRICS_PATH
    ? { [`GET ${config.METRICS_PATH}`]: 'Métricas de Prometheus, con su propio token (METRICS_TOKEN).' }
    : {}),
});

/** Route prefixes whose routes are public files, not data: the web's bundle and the API reference. */
export const PREFIJOS_PUBLICOS: Record<string, string> = {
  [`${API_BASE}/docs`]: 'Referencia de la API (OpenAPI): describe las llamadas, no responde datos.',
  [ROUTER_BASE]: 'Los archivos de la aplicación web (HTML, JS, CSS), iguales para todos.',
};

export interface RutaVigilada {
  method: string;
  url: string;
  permiso: Permiso;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with its permission (the route walk test reads it). */
    rutasDeclaradas: RutaVigilada[];
  }
}

/** The web's files, the redirect to them and the API reference. */
export const publicaPorPrefijo = (url: string) =>
  url === '/' ||
  Object.keys(PREFIJOS_PUBLICOS).some(
    (prefijo) => url.startsWith(prefijo) && (prefijo === ROUTER_BASE ? !url.startsWith(API_BASE) : true),
  );

/**
 * Registered before any route: a route that declares no permission, or declares 'publico' without
 * being on the list, stops the start. Routes of the web's files and the API reference (registered by
 * their plugins, which know no permissions) are marked public here.
 */
export const vigilarRutas = (app: App, config: Pick<Config, 'METRICS_PATH'>) => {
  const publicas = rutasPublicas(config);
  const rutas: RutaVigilada[] = [];
  app.decorate('rutasDeclaradas', rutas);
  app.addHook('onRoute', (route) => {
    const metodos = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url ?? route.path;
    let permiso = (route.config as { permiso?: Permiso } | undefined)?.permiso;
    if (!permiso && publicaPorPrefijo(url)) {
      permiso = 'publico';
      route.config = { ...(route.config ?? {}), permiso };
    }
    for (const method of metodos) {
      if (!permiso) throw new Error(`La ruta ${method} ${url} no declara su permiso (platform/routes.ts).`);
      if (
        permiso === 'publico' &&
        !publicaPorPrefijo(url) &&
        !publicas[`${method} ${url}`] &&
        method !== 'HEAD'
      )
        throw new Error(`La ruta ${method} ${url} es pública sin estar en platform/rutas-publicas.ts.`);
      rutas.push({ method, url, permiso });
    }
  });
};
