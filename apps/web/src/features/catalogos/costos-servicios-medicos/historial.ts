import {
  costosServiciosMedicosPantalla,
  type ServicioMedico,
} from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { accionHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29). */
const ETIQUETAS = {
  servicio: 'Servicio',
  tipo: 'Tipo',
  costo: 'Precio',
  fechaAplicacion: 'Fecha Aplicación',
  costoPendiente: 'Precio por aplicar',
  fechaPendiente: 'Se aplica el',
  estatus: 'Estatus (A activo, C cancelado)',
};

export const historialServicio = (s: ServicioMedico) =>
  accionHistorial({
    pantalla: costosServiciosMedicosPantalla,
    clave: s.idServicioMedico,
    etiquetas: ETIQUETAS,
    titulo: s.servicio,
  });
