import {
  claveOrdenPromociones,
  type PromocionTicket,
} from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { BotonHistorial } from '@/ui/Historial';
import { imagenCambiada } from '@/ui/historialValores';
import type { Linea } from './api';

/** A promotion's fields 'Historial' shows, with the modal's labels (issue 29). */
const ETIQUETAS = {
  idArchivo: 'Imagen',
  fechaInicial: 'Fecha inicial',
  fechaFinal: 'Fecha final',
  sucursales: 'Sucursales (códigos)',
};
const VALORES = { idArchivo: imagenCambiada };

/** A promotion's history: an icon button on its card, next to Modificar and Eliminar. */
export const HistorialPromocion = ({ linea, p }: { linea: Linea; p: PromocionTicket }) => (
  <BotonHistorial
    soloIcono
    type="text"
    pantalla={linea.pantalla}
    clave={p.idCatPromocionesTicket}
    etiquetas={ETIQUETAS}
    valores={VALORES}
    titulo={`promoción ${p.orden}`}
  />
);

/** The line's order (dragged or moved): the promotions' numbers before → after. */
export const HistorialOrdenPromociones = ({ linea }: { linea: Linea }) => (
  <BotonHistorial
    size="middle"
    pantalla={linea.pantalla}
    clave={claveOrdenPromociones(linea.pantalla.empresa)}
    etiquetas={{ orden: 'Orden (números de promoción)' }}
    titulo="orden de las promociones"
  />
);
