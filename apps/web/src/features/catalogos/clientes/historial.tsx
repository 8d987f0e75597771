import { clientesPantalla } from '@farmasi/contracts/catalogos/clientes';
import { BotonHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29); '' is the branch hours' list. */
const ETIQUETAS = {
  latitud: 'Latitud',
  longitud: 'Longitud',
  url: 'Liga de mapas',
  '': 'Horarios de sucursal',
};

export const HistorialCliente = ({ codCliente, nombre }: { codCliente: number; nombre: string }) => (
  <BotonHistorial
    size="middle"
    pantalla={clientesPantalla}
    tabla={clientesPantalla.historial.tablas}
    clave={codCliente}
    etiquetas={ETIQUETAS}
    titulo={nombre}
  />
);
