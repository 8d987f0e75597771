import { marcasPantalla } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: marcasPantalla,
  page: () => import('./MarcasPage').then((m) => m.MarcasPage),
});
