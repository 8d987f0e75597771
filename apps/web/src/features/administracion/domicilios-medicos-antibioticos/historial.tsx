import {
  domiciliosMedicosPantalla,
  type Medico,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { BotonHistorial } from '@/ui/Historial';

/** The doctor's fields 'Historial' shows, with the screen's labels (issue 29). */
const ETIQUETAS = {
  cedula: 'Cédula',
  sSA: 'Registro SSA',
  nombre: 'Nombre',
  apellidoPaterno: 'Apellido paterno',
  apellidoMaterno: 'Apellido materno',
};

export const HistorialMedico = ({ x, nombre }: { x: Medico; nombre: string }) => (
  <BotonHistorial
    soloIcono
    pantalla={domiciliosMedicosPantalla}
    tabla="cat_antibioticos_medicos"
    clave={x.idCatAntibioticosMedicos}
    etiquetas={ETIQUETAS}
    titulo={`médico ${nombre}`}
  />
);
