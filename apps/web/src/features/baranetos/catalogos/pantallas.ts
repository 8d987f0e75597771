import {
  categoriasPantalla,
  departamentosPantalla,
  seccionesPantalla,
} from '@farmasi/contracts/baranetos/catalogos';
import { paginas } from '@/lib/pantallas';

/** This feature's screens: manifest and page (read by app/pantallas.ts). */
export default paginas(
  { pantalla: departamentosPantalla, page: () => import('./CatalogoPage').then((m) => m.DepartamentosPage) },
  { pantalla: seccionesPantalla, page: () => import('./CatalogoPage').then((m) => m.SeccionesPage) },
  { pantalla: categoriasPantalla, page: () => import('./CatalogoPage').then((m) => m.CategoriasPage) },
);
