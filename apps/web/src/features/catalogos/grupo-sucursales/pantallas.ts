import { grupoSucursalesPantalla } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: grupoSucursalesPantalla,
  page: () => import('./GrupoSucursalesPage').then((m) => m.GrupoSucursalesPage),
});
