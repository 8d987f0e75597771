import { cuentasContablesPantalla } from '@farmasi/contracts/contabilidad/cuentas-contables';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: cuentasContablesPantalla,
  page: () => import('./CuentasContablesPage').then((m) => m.CuentasContablesPage),
});
