import { clientesDetallePantalla, clientesPantalla } from '@farmasi/contracts/catalogos/clientes';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: the list (S13) and its detail (S14), opened with the list's permission. */
export default paginas(
  { pantalla: clientesPantalla, page: () => import('./ClientesPage').then((m) => m.ClientesPage) },
  {
    pantalla: clientesDetallePantalla,
    page: () => import('./ClienteDetallePage').then((m) => m.ClienteDetallePage),
  },
);
