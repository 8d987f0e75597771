import { detalleTicketProveedorPantalla } from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import { paginas } from '@/lib/pantallas';

export default paginas({
  pantalla: detalleTicketProveedorPantalla,
  page: () => import('./DetalleTicketProveedorPage').then((m) => m.DetalleTicketProveedorPage),
});
