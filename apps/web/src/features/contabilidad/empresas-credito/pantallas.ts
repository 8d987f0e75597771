import { empresasCreditoPantalla } from '@farmasi/contracts/contabilidad/empresas-credito';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: empresasCreditoPantalla,
  page: () => import('./EmpresasCreditoPage').then((m) => m.EmpresasCreditoPage),
});
