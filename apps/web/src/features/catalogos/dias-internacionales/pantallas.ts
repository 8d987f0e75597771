import { diasInternacionalesPantalla } from '@farmasi/contracts/catalogos/dias-internacionales';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: diasInternacionalesPantalla,
  page: () => import('./DiasInternacionalesPage').then((m) => m.DiasInternacionalesPage),
});
