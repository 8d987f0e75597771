import { facturasEnRevisionPantalla } from '@farmasi/contracts/proveedores/facturasenrevision';
import { paginas } from '@/lib/pantallas';

export default paginas({
  pantalla: facturasEnRevisionPantalla,
  page: () => import('./FacturasEnRevisionPage').then((m) => m.FacturasEnRevisionPage),
});
