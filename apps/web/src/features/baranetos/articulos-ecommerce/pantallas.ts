import { articulosEcommercePantalla } from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: articulosEcommercePantalla,
  page: () => import('./ArticulosEcommercePage').then((m) => m.ArticulosEcommercePage),
});
