import { contactoPantalla } from '@farmasi/contracts/proveedores/contacto';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas({
  pantalla: contactoPantalla,
  page: () => import('./ContactoPage').then((m) => m.ContactoPage),
});
