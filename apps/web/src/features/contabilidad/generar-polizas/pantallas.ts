import { generarPolizasPantalla } from '@farmasi/contracts/contabilidad/generar-polizas';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: generarPolizasPantalla,
  page: () => import('./GenerarPolizasPage').then((m) => m.GenerarPolizasPage),
});
