import {
  type ClienteCredito,
  empresasCreditoPantalla,
} from '@farmasi/contracts/contabilidad/empresas-credito';
import { accionHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29). */
const ETIQUETAS = {
  rfc: 'RFC',
  nombre: 'Razón social',
  nombreComercial: 'Nombre comercial',
  telefono: 'Teléfono',
  regimenFiscal: 'Régimen fiscal',
  domicilio: 'Domicilio',
  correos: 'Correos de facturación',
  correo: 'Correo',
};

export const historialCliente = (c: ClienteCredito) =>
  accionHistorial({
    pantalla: empresasCreditoPantalla,
    tabla: empresasCreditoPantalla.historial.tablas,
    clave: c.codCliente,
    etiquetas: ETIQUETAS,
    titulo: c.nombre,
  });
