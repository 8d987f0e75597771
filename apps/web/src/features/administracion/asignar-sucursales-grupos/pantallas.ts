import { asignarSucursalesGruposPantalla } from '@farmasi/contracts/administracion/asignar-sucursales-grupos';
import { paginas } from '@/lib/pantallas';

/** This feature's screen: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: asignarSucursalesGruposPantalla,
  page: () => import('./AsignarSucursalesGruposPage').then((m) => m.AsignarSucursalesGruposPage),
});
