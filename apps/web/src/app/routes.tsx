import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A lazy screen: its chunk loads on first visit. */
const screen =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

const pending = screen(() => import('./pages/EnConstruccionPage').then((m) => m.EnConstruccionPage));

/**
 * Route table of the spec (000 §2), under the router base /admin/. The pharmacy line's slug
 * ({product}) is not known at build time, hence ':product'; the guard's containment check against
 * the permitted menu urls rejects a wrong slug. Screens not built yet show `pending`: to add a
 * screen, replace its `pending` with screen(() => import('@/features/...').then((m) => m.XPage)).
 * Routes with the slug inside a segment (catalogos/articulos{product}, sistemas/{product}20,
 * sistemas/permisoscaja{product}20) are served by the catch-all (CatchAllPage) until their screen declares a
 * ':param' route and checks the suffix.
 */
const productRoutes: Record<string, RouteObject['lazy']> = {
  'catalogos/catarticulos': pending,
  'catalogos/catproveedoresmarca': pending,
  'catalogos/proveedores/catproveedoresminimo': pending,
  'catalogos/proveedores/stockminimo': pending,
  'catalogos/catgruposucursales': screen(() =>
    import('@/features/catalogos/grupo-sucursales/GrupoSucursalesPage').then((m) => m.GrupoSucursalesPage),
  ),
  'catalogos/proveedores/preciosprogramados': pending,
  'catalogos/proveedores/excluirarticulos': pending,
  'catalogos/crear-grupos-entrega': pending,
  'catalogos/dias-internacionales': pending,
  'catalogos/costos-servicios-medicos': pending,
  'catalogos/DiasInventarioFamilia': pending,
  'catalogos/proveedores/facturasenrevision': pending,
  'catalogos/proveedores/pedidosproveedor': pending,
  'catalogos/proveedores/contacto': pending,
  'catalogos/proveedores/gestionpago': pending,
  'catalogos/empresascredito': pending,
  'catalogos/clientes': pending,
  'catalogos/ClientesDetalle/:cod_Cliente?': pending,
  'administracion/asignar-sucursales-grupos': pending,
  'administracion/proveedores-permitidos-sucursal': pending,
  'administracion/traspasos-sucursales': pending,
  'administracion/control-ventas-transferecias': pending,
  'administracion/direccion-sucursales': pending,
  'administracion/asignacion-permisos': pending,
  'administracion/abrir-pagina-licenciatarios': pending,
  'administracion/recargas-telefonicas': pending,
  'administracion/domicilios-medicos-antibioticos': pending,
  'administracion/bolsa-de-trabajo': pending,
  'administracion/reiniciar-demanda': pending,
  'sistemas/PermisosAlmacenBaranetos': pending,
  'reportes/consultageneraldatos': pending,
  'reportes/facturas': pending,
  'mercadotecnia/promocionesticket': pending,
  'mercadotecnia/ofertero': pending,
  'mercadotecnia/banners': pending,
  'contabilidad/cuentas-contables': pending,
  'contabilidad/generarpolizas': pending,
};

/** The wholesale line (baranetos) has a fixed slug. */
const baranetosRoutes: Record<string, RouteObject['lazy']> = {
  'sat/comprobantepago': pending,
  'sat/reimpresioncomprobantepago': pending,
  'mercadotecnia/promocionesticket': pending,
  'mercadotecnia/imagenesarticulos': pending,
  'catalogos/catdepartamentos': pending,
  'catalogos/catsecciones': pending,
  'catalogos/catcategorias': pending,
  'catalogos/catarticulosecommerce': pending,
  'almacen/gestionarpedidos': pending,
  'descuentosgenerales/diasdescuentos': pending,
  'descuentosgenerales/excluirdiasdescuentos': pending,
  'reportes/consultageneraldatos': pending,
};

const table = (prefix: string, routes: Record<string, RouteObject['lazy']>): RouteObject[] =>
  Object.entries(routes).map(([path, lazy]) => ({ path: `${prefix}/${path}`, lazy }));

/** Screens inside the shell (side menu and top bar). */
export const shellRoutes: RouteObject[] = [
  { index: true, lazy: screen(() => import('./pages/HomePage').then((m) => m.HomePage)) },
  {
    path: '/ErrorAutenticacion',
    lazy: screen(() => import('./pages/ErrorAutenticacionPage').then((m) => m.ErrorAutenticacionPage)),
  },
  {
    path: '/generales/CambiarPassword',
    lazy: screen(() =>
      import('@/features/generales/cambiar-password/CambiarPasswordPage').then((m) => m.CambiarPasswordPage),
    ),
  },
  ...table('/:product', productRoutes),
  ...table('/baranetos', baranetosRoutes),
  // A menu url without a screen yet, or a wrong address (the guard has checked the permission).
  { path: '*', lazy: screen(() => import('./pages/CatchAllPage').then((m) => m.CatchAllPage)) },
];

/** Pages outside the shell. */
export const bareRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: screen(() => import('@/features/seguridad/login/LoginPage').then((m) => m.LoginPage)),
  },
  // Public supplier ticket detail (000 §2).
  { path: '/:product/catalogos/proveedores/detalleTicketProveedor', lazy: pending },
];
