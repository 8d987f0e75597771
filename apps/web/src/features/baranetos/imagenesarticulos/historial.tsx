import {
  claveOrdenImagenes,
  type ImagenArticulo,
  imagenesArticulosPantalla,
} from '@farmasi/contracts/baranetos/imagenesarticulos';
import { BotonHistorial } from '@/ui/Historial';
import { imagenCambiada } from '@/ui/historialValores';

/**
 * An image's history (issue 29): an upload is its only change (an image is never modified; its
 * removal takes its card away), so it says who added it and when. An icon button next to Eliminar.
 */
export const HistorialImagen = ({ x }: { x: ImagenArticulo }) => (
  <BotonHistorial
    soloIcono
    type="text"
    pantalla={imagenesArticulosPantalla}
    clave={x.idCatArticulosImagenes}
    etiquetas={{ codArticulo: 'Artículo', idArchivo: 'Imagen' }}
    valores={{ idArchivo: imagenCambiada }}
    titulo={`imagen ${x.orden}`}
  />
);

/**
 * The article's order (dragged or moved): the images' numbers before → after. The audit stores it
 * as the bare list, which the history reads as the field ''.
 */
export const HistorialOrdenImagenes = ({ codArticulo }: { codArticulo: number }) => (
  <BotonHistorial
    size="middle"
    pantalla={imagenesArticulosPantalla}
    clave={claveOrdenImagenes(codArticulo)}
    etiquetas={{ '': 'Orden (números de imagen)' }}
    titulo={`orden de las imágenes del artículo ${codArticulo}`}
  />
);
