import {
  consultaGeneralBaranetosPantalla,
  consultaGeneralPantalla,
} from '@farmasi/contracts/reportes/consultageneraldatos';
import { paginas } from '@/lib/pantallas';

export default paginas(
  {
    pantalla: consultaGeneralPantalla,
    page: () => import('./ConsultaGeneralPage').then((m) => m.ConsultaGeneralFarmaciasPage),
  },
  {
    pantalla: consultaGeneralBaranetosPantalla,
    page: () => import('./ConsultaGeneralPage').then((m) => m.ConsultaGeneralBaranetosPage),
  },
);
