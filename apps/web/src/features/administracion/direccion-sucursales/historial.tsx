import {
  type Direccion,
  descripcionTipo,
  direccionSucursalesPantalla,
} from '@farmasi/contracts/administracion/direccion-sucursales';
import { BotonHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29). */
const ETIQUETAS = {
  codigoPostal: 'Código postal',
  colonia: 'Colonia',
  calle: 'Calle',
  numExterior: 'Número exterior',
  entreCalles: 'Entre calles',
  telefono: 'Teléfono',
  municipio: 'Municipio',
  estado: 'Estado',
  horarioApertura: 'Hora de apertura',
  horarioCierre: 'Hora de cierre',
  horarios: 'Horarios',
  domicilioDescriptivo: 'Domicilio descriptivo',
};

/** An address's history: its key is the branch and the address type, as the server audits it. */
export const HistorialDireccion = ({ d }: { d: Direccion }) => (
  <BotonHistorial
    soloIcono
    pantalla={direccionSucursalesPantalla}
    tabla={direccionSucursalesPantalla.historial.tablas}
    clave={`${d.codSucursal}-${d.tipo}`}
    etiquetas={ETIQUETAS}
    titulo={`${descripcionTipo(d.tipo)} de ${d.sucursal}`}
  />
);
