import { facturasReportePantalla } from '@farmasi/contracts/reportes/facturas';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: facturasReportePantalla,
  page: () => import('./FacturasReportePage').then((m) => m.FacturasReportePage),
});
