import { bolsaDeTrabajoPantalla, type Vacante } from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { accionHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29). */
const ETIQUETAS = {
  area: 'Área',
  titulo: 'Título',
  salario: 'Salario',
  ubicacion: 'Ubicación',
  estado: 'Estado',
  ciudad: 'Ciudad',
  tipoEmpleo: 'Tipo de empleo',
  modalidadEmpleo: 'Modalidad',
  seccionSobre: 'Sobre nosotros',
  seccionDetalles: 'Detalles',
  seccionDescripcion: 'Descripción del puesto',
  seccionOfrecemos: 'Ofrecemos',
  estatus: 'Estatus',
};

export const historialVacante = (v: Vacante) =>
  accionHistorial({
    pantalla: bolsaDeTrabajoPantalla,
    clave: v.idVacante,
    etiquetas: ETIQUETAS,
    titulo: v.titulo,
  });
