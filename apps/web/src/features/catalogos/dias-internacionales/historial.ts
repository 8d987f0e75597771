import {
  type DiaInternacional,
  diasInternacionalesPantalla,
} from '@farmasi/contracts/catalogos/dias-internacionales';
import { accionHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29). */
const ETIQUETAS = {
  titulo: 'Título',
  fecha: 'Fecha',
  descripcion: 'Descripción',
  fechaInicio: 'Se muestra desde',
  fechaFin: 'Hasta',
};

export const historialDeDia = (d: DiaInternacional) =>
  accionHistorial({
    pantalla: diasInternacionalesPantalla,
    clave: d.idCatDiasInternacionales,
    etiquetas: ETIQUETAS,
    titulo: d.titulo,
  });
