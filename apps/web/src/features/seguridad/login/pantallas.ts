import { loginPantalla } from '@farmasi/contracts/seguridad/auth';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: loginPantalla,
  page: () => import('./LoginPage').then((m) => m.LoginPage),
});
