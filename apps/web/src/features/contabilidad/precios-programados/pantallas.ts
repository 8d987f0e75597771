import { preciosProgramadosPantalla } from '@farmasi/contracts/contabilidad/precios-programados';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: preciosProgramadosPantalla,
  page: () => import('./PreciosProgramadosPage').then((m) => m.PreciosProgramadosPage),
});
