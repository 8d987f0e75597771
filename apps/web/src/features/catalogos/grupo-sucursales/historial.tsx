import { type Grupo, grupoSucursalesPantalla } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { BotonHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29): the name and its branches. */
const ETIQUETAS = { grupo: 'Grupo', sucursales: 'Sucursales (códigos)' };

export const HistorialGrupo = ({ g }: { g: Grupo }) => (
  <BotonHistorial
    soloIcono
    pantalla={grupoSucursalesPantalla}
    tabla={grupoSucursalesPantalla.historial.tablas}
    clave={g.idCatGrupoSucursalesEnc}
    etiquetas={ETIQUETAS}
    titulo={g.grupo}
  />
);
