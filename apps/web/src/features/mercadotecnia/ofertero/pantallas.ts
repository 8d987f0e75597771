import { oferteroPantalla } from '@farmasi/contracts/mercadotecnia/ofertero';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: oferteroPantalla,
  page: () => import('./OferteroPage').then((m) => m.OferteroPage),
});
