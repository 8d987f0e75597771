import {
  promocionesTicketBaranetosPantalla,
  promocionesTicketPantalla,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: the same page for each line (read by app/pantallas.ts). */
export default paginas(
  {
    pantalla: promocionesTicketPantalla,
    page: () => import('./PromocionesTicketPage').then((m) => m.PromocionesTicketPage),
  },
  {
    pantalla: promocionesTicketBaranetosPantalla,
    page: () => import('./PromocionesTicketPage').then((m) => m.PromocionesTicketBaranetosPage),
  },
);
