import { bannersPantalla } from '@farmasi/contracts/mercadotecnia/banners';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: bannersPantalla,
  page: () => import('./BannersPage').then((m) => m.BannersPage),
});
