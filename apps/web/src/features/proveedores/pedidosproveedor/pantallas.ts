import { pedidosProveedorPantalla } from '@farmasi/contracts/proveedores/pedidosproveedor';
import { paginas } from '@/lib/pantallas';

export default paginas({
  pantalla: pedidosProveedorPantalla,
  page: () => import('./PedidosProveedorPage').then((m) => m.PedidosProveedorPage),
});
