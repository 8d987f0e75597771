import { type Marca, marcasPantalla } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { accionHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29). */
const ETIQUETAS = { nombre: 'Nombre', idArchivoImagen: 'Imagen (número de archivo)' };

export const historialMarca = (x: Marca) =>
  accionHistorial({
    pantalla: marcasPantalla,
    clave: x.idCatProveedoresMarcasEnc,
    etiquetas: ETIQUETAS,
    titulo: x.nombre,
  });
