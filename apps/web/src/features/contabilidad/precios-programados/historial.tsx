import {
  type PrecioArticulo,
  preciosProgramadosPantalla,
} from '@farmasi/contracts/contabilidad/precios-programados';
import { BotonHistorial } from '@/ui/Historial';

/**
 * The fields 'Historial' shows, with the screen's labels (issue 29): what each save scheduled (a
 * new save shows the replaced schedule before → after), when the job applied it, and the cost and
 * public price it left on the row (also changed in Alta de artículos).
 */
const ETIQUETAS = {
  costoNuevo: 'Nuevo costo',
  precioPublicoNuevo: 'Precio público',
  fechaInicio: 'Fecha de inicio',
  aplicadoEn: 'Aplicado el',
  costo: 'Costo actual',
  precioPublico: 'Precio público actual',
};

/** A row's history: its schedules and its cost row, both keyed by the cost row as the server audits them. */
export const HistorialPrecio = ({ f }: { f: PrecioArticulo }) => (
  <BotonHistorial
    soloIcono
    pantalla={preciosProgramadosPantalla}
    tabla={preciosProgramadosPantalla.historial.tablas}
    clave={f.idCatArticulosProveedoresCostosEnc}
    etiquetas={ETIQUETAS}
    titulo={`${f.descripcion} (${f.marca})`}
  />
);
