import type { ComponentType } from 'react';
import { type RouteObject, useParams } from 'react-router';

/** A lazy screen: its chunk loads on first visit. */
const screen =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

/**
 * Route table of the spec (000 §2), under the router base /admin/, holding only the screens that are
 * built: a screen that does not exist yet is absent (the catch-all answers "not found"), never a
 * placeholder. The pharmacy line's slug ({product}) is not known at build time, hence ':product';
 * the guard's containment check against the permitted menu urls rejects a wrong slug. To add a
 * screen: its route here, its menu entry in a server migration.
 */
const productRoutes: Record<string, RouteObject['lazy']> = {
  'catalogos/catarticulos': screen(() =>
    import('@/features/catalogos/articulos/AltaArticulosPage').then((m) => m.AltaArticulosPage),
  ),
  // articulos{product}: a segment that embeds the slug, so it is matched here and checked below.
  'catalogos/:pagina': async () => {
    const [{ PendientesPage }, { NotFoundPage }] = await Promise.all([
      import('@/features/catalogos/articulos/PendientesPage'),
      import('./pages/NotFoundPage'),
    ]);
    const Component = () => {
      const { product = '', pagina = '' } = useParams();
      return pagina.toLowerCase() === `articulos${product}`.toLowerCase() ? (
        <PendientesPage />
      ) : (
        <NotFoundPage />
      );
    };
    return { Component };
  },
  'catalogos/catgruposucursales': screen(() =>
    import('@/features/catalogos/grupo-sucursales/GrupoSucursalesPage').then((m) => m.GrupoSucursalesPage),
  ),
  'administracion/control-ventas-transferecias': screen(() =>
    import('@/features/administracion/control-ventas-transferencias/VentasTransferenciasPage').then(
      (m) => m.VentasTransferenciasPage,
    ),
  ),
  'administracion/abrir-pagina-licenciatarios': screen(() =>
    import('@/features/administracion/abrir-pagina-licenciatarios/AbrirPaginaLicenciatariosPage').then(
      (m) => m.AbrirPaginaLicenciatariosPage,
    ),
  ),
  'administracion/domicilios-medicos-antibioticos': screen(() =>
    import('@/features/administracion/domicilios-medicos-antibioticos/MedicosPage').then(
      (m) => m.MedicosPage,
    ),
  ),
  'administracion/direccion-sucursales': screen(() =>
    import('@/features/administracion/direccion-sucursales/DireccionSucursalesPage').then(
      (m) => m.DireccionSucursalesPage,
    ),
  ),
  'administracion/asignar-clientes-grupos-entrega': screen(() =>
    import('@/features/administracion/asignacion-grupos/AsignarClientesGruposEntregaPage').then(
      (m) => m.AsignarClientesGruposEntregaPage,
    ),
  ),
  'administracion/asignar-sucursales-grupos': screen(() =>
    import('@/features/administracion/asignacion-grupos/AsignarSucursalesGruposPage').then(
      (m) => m.AsignarSucursalesGruposPage,
    ),
  ),
  'administracion/recargas-telefonicas': screen(() =>
    import('@/features/administracion/recargas-telefonicas/RecargasTelefonicasPage').then(
      (m) => m.RecargasTelefonicasPage,
    ),
  ),
  'administracion/asignacion-permisos': screen(() =>
    import('@/features/administracion/asignacion-permisos/PermisosPage').then(
      (m) => m.AsignacionPermisosPage,
    ),
  ),
  // permisoscaja{product}20: a segment that embeds the slug, matched like articulos{product}.
  'sistemas/:pagina': async () => {
    const [{ PermisosCajaPage }, { NotFoundPage }] = await Promise.all([
      import('@/features/administracion/asignacion-permisos/PermisosPage'),
      import('./pages/NotFoundPage'),
    ]);
    const Component = () => {
      const { product = '', pagina = '' } = useParams();
      return pagina.toLowerCase() === `permisoscaja${product}20`.toLowerCase() ? (
        <PermisosCajaPage />
      ) : (
        <NotFoundPage />
      );
    };
    return { Component };
  },
  'sistemas/PermisosAlmacenBaranetos': screen(() =>
    import('@/features/administracion/asignacion-permisos/PermisosPage').then((m) => m.PermisosAlmacenPage),
  ),
  'administracion/traspasos-sucursales': screen(() =>
    import('@/features/administracion/traspasos-sucursales/TraspasosSucursalesPage').then(
      (m) => m.TraspasosSucursalesPage,
    ),
  ),
};

const catalogoBaranetos = (name: 'DepartamentosPage' | 'SeccionesPage' | 'CategoriasPage') =>
  screen(() => import('@/features/baranetos/catalogos/CatalogoPage').then((m) => m[name]));

/** The wholesale line (baranetos) has a fixed slug. */
const baranetosRoutes: Record<string, RouteObject['lazy']> = {
  'catalogos/catdepartamentos': catalogoBaranetos('DepartamentosPage'),
  'catalogos/catsecciones': catalogoBaranetos('SeccionesPage'),
  'catalogos/catcategorias': catalogoBaranetos('CategoriasPage'),
  'catalogos/catarticulosecommerce': screen(() =>
    import('@/features/baranetos/articulos-ecommerce/ArticulosEcommercePage').then(
      (m) => m.ArticulosEcommercePage,
    ),
  ),
  'descuentosgenerales/diasdescuentos': screen(() =>
    import('@/features/baranetos/dias-descuentos/DiasDescuentosPage').then((m) => m.DiasDescuentosPage),
  ),
  'descuentosgenerales/excluirdiasdescuentos': screen(() =>
    import('@/features/baranetos/dias-descuentos/ExcluirDiasDescuentosPage').then(
      (m) => m.ExcluirDiasDescuentosPage,
    ),
  ),
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
  // A wrong address (the guard has already checked the permission).
  { path: '*', lazy: screen(() => import('./pages/NotFoundPage').then((m) => m.NotFoundPage)) },
];

/** Pages outside the shell. */
export const bareRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: screen(() => import('@/features/seguridad/login/LoginPage').then((m) => m.LoginPage)),
  },
];
