import { gestionarPedidosPantalla } from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: gestionarPedidosPantalla,
  page: () => import('./PedidosPage').then((m) => m.PedidosPage),
});
