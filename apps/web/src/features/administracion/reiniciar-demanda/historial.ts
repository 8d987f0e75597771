import {
  type RenglonDemanda,
  reiniciarDemandaPantalla,
} from '@farmasi/contracts/administracion/reiniciar-demanda';
import { accionHistorial } from '@/ui/Historial';

/**
 * The row's field 'Historial' shows (issue 29), with the 'Agregar' dialog's label. A row is one
 * article in one branch for good (saving it again moves its date under the same id), so its history
 * is its dates; who saved each is the entry's user. The audited user id is left out: the entry says it.
 */
const ETIQUETAS = { fechaDemanda: 'Fecha de reinicio de demanda' };

/** The row action 'Historial' of an article in a branch. */
export const historialDemanda = (r: RenglonDemanda) =>
  accionHistorial({
    pantalla: reiniciarDemandaPantalla,
    clave: r.idCatArticulosReiniciarDemanda,
    etiquetas: ETIQUETAS,
    titulo: `${r.codarticulo} en ${r.des_sucursal}`,
  });
