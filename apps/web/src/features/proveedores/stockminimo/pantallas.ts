import { stockMinimoPantalla } from '@farmasi/contracts/proveedores/stockminimo';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: stockMinimoPantalla,
  page: () => import('./StockMinimoPage').then((m) => m.StockMinimoPage),
});
