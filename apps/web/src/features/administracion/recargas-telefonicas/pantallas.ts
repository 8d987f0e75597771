import { recargasTelefonicasPantalla } from '@farmasi/contracts/administracion/recargas-telefonicas';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: recargasTelefonicasPantalla,
  page: () => import('./RecargasTelefonicasPage').then((m) => m.RecargasTelefonicasPage),
});
