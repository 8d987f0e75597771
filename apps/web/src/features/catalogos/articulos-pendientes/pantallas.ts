import { articulosPendientesPantalla } from '@farmasi/contracts/catalogos/articulos-pendientes';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: articulosPendientesPantalla,
  page: () => import('./PendientesPage').then((m) => m.PendientesPage),
});
