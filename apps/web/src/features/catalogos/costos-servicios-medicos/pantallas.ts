import { costosServiciosMedicosPantalla } from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: costosServiciosMedicosPantalla,
  page: () => import('./CostosServiciosMedicosPage').then((m) => m.CostosServiciosMedicosPage),
});
