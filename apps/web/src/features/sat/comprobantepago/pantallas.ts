import { comprobantePagoPantalla } from '@farmasi/contracts/sat/comprobantepago';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: comprobantePagoPantalla,
  page: () => import('./ComprobantePagoPage').then((m) => m.ComprobantePagoPage),
});
