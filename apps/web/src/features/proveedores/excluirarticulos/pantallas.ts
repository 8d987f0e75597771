import { excluirArticulosPantalla } from '@farmasi/contracts/proveedores/excluirarticulos';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: excluirArticulosPantalla,
  page: () => import('./ExcluirArticulosPage').then((m) => m.ExcluirArticulosPage),
});
