import { importarDatosPantalla } from '@farmasi/contracts/sistemas/importar-datos';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: importarDatosPantalla,
  page: () => import('./ImportarDatosPage').then((m) => m.ImportarDatosPage),
});
