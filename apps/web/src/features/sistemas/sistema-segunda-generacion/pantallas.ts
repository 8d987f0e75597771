import { sistemaV20Pantalla } from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: sistemaV20Pantalla,
  page: () => import('./SistemaV20Page').then((m) => m.SistemaV20Page),
});
