import { altaArticulosPantalla } from '@farmasi/contracts/catalogos/articulos';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: altaArticulosPantalla,
  page: () => import('./AltaArticulosPage').then((m) => m.AltaArticulosPage),
});
