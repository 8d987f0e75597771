import {
  type Traspaso,
  traspasosSucursalesPantalla,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { BotonHistorial } from '@/ui/Historial';
import { esRecibido } from './estatus';

/** A transfer's fields 'Historial' shows, with the list's labels (issue 29): its receipt. */
const ETIQUETAS = { estatus: 'Estatus', fechaRecibio: 'Fecha recibió' };

/** The status as the list's tag says it: 'R' received, anything else pending. */
const VALORES = { estatus: (v: string) => (esRecibido({ estatus: v }) ? 'Recibido' : 'Pendiente') };

/** A transfer's history ('Recibir' is its one change): audited under its id. */
export const HistorialTraspaso = ({ t, size = 'small' }: { t: Traspaso; size?: 'small' | 'middle' }) => (
  <BotonHistorial
    soloIcono
    size={size}
    pantalla={traspasosSucursalesPantalla}
    clave={t.sIdTraspasosSucursalesEnc}
    etiquetas={ETIQUETAS}
    valores={VALORES}
    titulo={`folio ${t.folioTraspaso}`}
  />
);
