import { reiniciarDemandaPantalla } from '@farmasi/contracts/administracion/reiniciar-demanda';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: reiniciarDemandaPantalla,
  page: () => import('./ReiniciarDemandaPage').then((m) => m.ReiniciarDemandaPage),
});
