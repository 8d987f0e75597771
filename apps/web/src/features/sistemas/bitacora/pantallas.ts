import { bitacoraPantalla } from '@farmasi/contracts/sistemas/bitacora';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: bitacoraPantalla,
  page: () => import('./BitacoraPage').then((m) => m.BitacoraPage),
});
