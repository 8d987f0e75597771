import { abrirPaginaLicenciatariosPantalla } from '@farmasi/contracts/administracion/abrir-pagina-licenciatarios';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: abrirPaginaLicenciatariosPantalla,
  page: () => import('./AbrirPaginaLicenciatariosPage').then((m) => m.AbrirPaginaLicenciatariosPage),
});
