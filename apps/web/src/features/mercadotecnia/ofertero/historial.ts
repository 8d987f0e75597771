import { type Ofertero, oferteroPantalla } from '@farmasi/contracts/mercadotecnia/ofertero';
import { accionHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29). */
const ETIQUETAS = {
  nombre: 'Promoción',
  urlFlipBook: 'Liga del flipbook',
  fechaInicia: 'Fecha inicial',
  fechaTermina: 'Fecha final',
  idArchivo: 'Miniatura (número de archivo)',
};

export const historialOfertero = (o: Ofertero) =>
  accionHistorial({
    pantalla: oferteroPantalla,
    clave: o.idCatOfertero,
    etiquetas: ETIQUETAS,
    titulo: o.nombre,
  });
