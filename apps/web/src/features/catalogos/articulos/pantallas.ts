import { altaArticulosPantalla } from '@farmasi/contracts/catalogos/articulos';
import { articulosPendientesPantalla } from '@farmasi/contracts/catalogos/articulos-pendientes';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas(
  {
    pantalla: altaArticulosPantalla,
    page: () => import('./AltaArticulosPage').then((m) => m.AltaArticulosPage),
  },
  {
    pantalla: articulosPendientesPantalla,
    page: () => import('./PendientesPage').then((m) => m.PendientesPage),
  },
);
