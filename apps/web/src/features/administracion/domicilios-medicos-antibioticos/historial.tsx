import {
  type Domicilio,
  domiciliosMedicosPantalla,
  type Estado,
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

/** An address's fields with the edit dialog's labels; the state is audited by its code. */
const ETIQUETAS_DOMICILIO = {
  calle: 'Calle',
  numExterior: 'Número exterior',
  numInterior: 'Número interior',
  colonia: 'Colonia',
  cP: 'Código postal',
  municipio: 'Municipio',
  codEstado: 'Estado',
  pais: 'País',
};

/** An address's history: it is audited under its own id (edits and deletion). */
export const HistorialDomicilio = ({
  d,
  texto,
  estados,
}: {
  d: Domicilio;
  texto: string;
  estados: readonly Estado[];
}) => (
  <BotonHistorial
    soloIcono
    pantalla={domiciliosMedicosPantalla}
    tabla="cat_antibioticos_domicilios"
    clave={d.idCatAntibioticosDomicilios}
    etiquetas={ETIQUETAS_DOMICILIO}
    valores={{
      codEstado: (v) => estados.find((e) => String(e.cod_Estado) === v)?.descripcion ?? v,
    }}
    titulo={`domicilio ${texto}`}
  />
);
