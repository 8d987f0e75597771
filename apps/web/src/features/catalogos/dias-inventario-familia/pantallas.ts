import { diasInventarioFamiliaPantalla } from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { paginas } from '@/lib/pantallas';

/** This feature's screen: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: diasInventarioFamiliaPantalla,
  page: () => import('./DiasInventarioFamiliaPage').then((m) => m.DiasInventarioFamiliaPage),
});
