import { type SucursalV20, sistemaV20Pantalla } from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { accionHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29). */
const ETIQUETAS = {
  fechaInstalacion: 'Fecha de instalación',
  prefijo: 'Prefijo de facturación',
  telefono: 'Teléfono',
};

export const historialSucursalV20 = (f: SucursalV20) =>
  accionHistorial({
    pantalla: sistemaV20Pantalla,
    clave: f.codSucursal,
    etiquetas: ETIQUETAS,
    titulo: f.sucursal,
  });
