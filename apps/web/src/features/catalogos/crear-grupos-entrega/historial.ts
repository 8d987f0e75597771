import {
  crearGruposEntregaPantalla,
  DIAS_ENTREGA,
  type GrupoEntregaHora,
} from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import { accionHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29): name, then each day and its time. */
const ETIQUETAS: Record<string, string> = {
  descripcion: 'Nombre',
  ...Object.fromEntries(
    DIAS_ENTREGA.flatMap(({ dia, check, etiqueta }) => [
      [check, `Entrega el ${etiqueta.toLowerCase()} (S/N)`],
      [dia, `Hora del ${etiqueta.toLowerCase()}`],
    ]),
  ),
};

export const historialGrupo = (g: GrupoEntregaHora) =>
  accionHistorial({
    pantalla: crearGruposEntregaPantalla,
    clave: g.grupo,
    etiquetas: ETIQUETAS,
    titulo: g.descripcion,
  });
