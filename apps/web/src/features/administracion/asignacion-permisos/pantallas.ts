import {
  asignacionPermisosPantalla,
  permisosAlmacenPantalla,
  permisosCajaPantalla,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas(
  {
    pantalla: asignacionPermisosPantalla,
    page: () => import('./PermisosPage').then((m) => m.AsignacionPermisosPage),
  },
  { pantalla: permisosCajaPantalla, page: () => import('./PermisosPage').then((m) => m.PermisosCajaPage) },
  {
    pantalla: permisosAlmacenPantalla,
    page: () => import('./PermisosPage').then((m) => m.PermisosAlmacenPage),
  },
);
