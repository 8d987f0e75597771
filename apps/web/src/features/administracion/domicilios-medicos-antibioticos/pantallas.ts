import { domiciliosMedicosPantalla } from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: domiciliosMedicosPantalla,
  page: () => import('./MedicosPage').then((m) => m.MedicosPage),
});
