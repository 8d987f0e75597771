import { imagenesArticulosPantalla } from '@farmasi/contracts/baranetos/imagenesarticulos';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: imagenesArticulosPantalla,
  page: () => import('./ImagenesArticulosPage').then((m) => m.ImagenesArticulosPage),
});
