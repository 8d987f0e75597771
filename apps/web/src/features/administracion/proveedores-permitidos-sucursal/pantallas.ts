import { proveedoresPermitidosSucursalPantalla } from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: proveedoresPermitidosSucursalPantalla,
  page: () => import('./ProveedoresPermitidosSucursalPage').then((m) => m.ProveedoresPermitidosSucursalPage),
});
