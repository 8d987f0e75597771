import { existenciasMinimasPantalla } from '@farmasi/contracts/proveedores/catproveedoresminimo';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: existenciasMinimasPantalla,
  page: () => import('./ExistenciasMinimasPage').then((m) => m.ExistenciasMinimasPage),
});
