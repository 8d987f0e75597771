import { asignarClientesGruposEntregaPantalla } from '@farmasi/contracts/administracion/asignar-clientes-grupos-entrega';
import { paginas } from '@/lib/pantallas';

/** This feature's screen: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: asignarClientesGruposEntregaPantalla,
  page: () => import('./AsignarClientesGruposEntregaPage').then((m) => m.AsignarClientesGruposEntregaPage),
});
