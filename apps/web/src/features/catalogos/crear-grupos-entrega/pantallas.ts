import { crearGruposEntregaPantalla } from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: crearGruposEntregaPantalla,
  page: () => import('./CrearGruposEntregaPage').then((m) => m.CrearGruposEntregaPage),
});
