import { controlVentasTransferenciasPantalla } from '@farmasi/contracts/administracion/control-ventas-transferencias';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: controlVentasTransferenciasPantalla,
  page: () => import('./VentasTransferenciasPage').then((m) => m.VentasTransferenciasPage),
});
