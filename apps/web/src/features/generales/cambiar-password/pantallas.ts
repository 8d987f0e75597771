import { cambiarPasswordPantalla } from '@farmasi/contracts/generales/cambiar-password';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: cambiarPasswordPantalla,
  page: () => import('./CambiarPasswordPage').then((m) => m.CambiarPasswordPage),
});
