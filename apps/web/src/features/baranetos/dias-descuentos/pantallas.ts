import {
  diasDescuentosPantalla,
  excluirDiasDescuentosPantalla,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas(
  {
    pantalla: diasDescuentosPantalla,
    page: () => import('./DiasDescuentosPage').then((m) => m.DiasDescuentosPage),
  },
  {
    pantalla: excluirDiasDescuentosPantalla,
    page: () => import('./ExcluirDiasDescuentosPage').then((m) => m.ExcluirDiasDescuentosPage),
  },
);
