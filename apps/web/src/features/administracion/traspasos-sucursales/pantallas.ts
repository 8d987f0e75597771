import { traspasosSucursalesPantalla } from '@farmasi/contracts/administracion/traspasos-sucursales';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: traspasosSucursalesPantalla,
  page: () => import('./TraspasosSucursalesPage').then((m) => m.TraspasosSucursalesPage),
});
