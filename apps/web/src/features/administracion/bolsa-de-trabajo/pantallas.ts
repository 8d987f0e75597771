import { bolsaDeTrabajoPantalla } from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: bolsaDeTrabajoPantalla,
  page: () => import('./BolsaDeTrabajoPage').then((m) => m.BolsaDeTrabajoPage),
});
