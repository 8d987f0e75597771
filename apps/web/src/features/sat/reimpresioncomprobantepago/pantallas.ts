import { reimpresionComprobantePagoPantalla } from '@farmasi/contracts/sat/reimpresioncomprobantepago';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: reimpresionComprobantePagoPantalla,
  page: () => import('./ReimpresionComprobantePagoPage').then((m) => m.ReimpresionComprobantePagoPage),
});
