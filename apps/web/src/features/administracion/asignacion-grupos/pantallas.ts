import {
  asignarClientesGruposEntregaPantalla,
  asignarSucursalesGruposPantalla,
} from '@farmasi/contracts/administracion/asignacionGrupos';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas(
  {
    pantalla: asignarClientesGruposEntregaPantalla,
    page: () => import('./AsignarClientesGruposEntregaPage').then((m) => m.AsignarClientesGruposEntregaPage),
  },
  {
    pantalla: asignarSucursalesGruposPantalla,
    page: () => import('./AsignarSucursalesGruposPage').then((m) => m.AsignarSucursalesGruposPage),
  },
);
