import { gestionPagoPantalla } from '@farmasi/contracts/proveedores/gestionpago';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: gestionPagoPantalla,
  page: () => import('./GestionPagoPage').then((m) => m.GestionPagoPage),
});
