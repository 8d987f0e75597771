import {
  DIAS_SEMANA,
  diasDescuentosPantalla,
  type Promocion,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import { BotonHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29); each day is 1 (applies) or 0. */
const ETIQUETAS: Record<string, string> = {
  nomPromocion: 'Promoción',
  codSucursal: 'Sucursal (código)',
  ...Object.fromEntries(DIAS_SEMANA.map((d) => [d.campo, d.nombre])),
  descuento: 'Descuento (%)',
  fechaVigenciaInicio: 'Vigencia Inicio',
  fechaVigenciaFinal: 'Vigencia Fin',
};

export const HistorialPromocion = ({ p }: { p: Promocion }) => (
  <BotonHistorial
    soloIcono
    size="middle"
    pantalla={diasDescuentosPantalla}
    clave={p.codPromocion}
    etiquetas={ETIQUETAS}
    titulo={`${p.nomPromocion} ${p.sucursal}`}
  />
);
