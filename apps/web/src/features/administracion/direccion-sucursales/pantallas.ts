import { direccionSucursalesPantalla } from '@farmasi/contracts/administracion/direccion-sucursales';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: direccionSucursalesPantalla,
  page: () => import('./DireccionSucursalesPage').then((m) => m.DireccionSucursalesPage),
});
