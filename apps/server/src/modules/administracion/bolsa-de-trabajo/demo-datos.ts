/** Demo vacancies and applicants (S19): realistic openings of a pharmacy chain. */

export interface VacanteDemo {
  area: string;
  titulo: string;
  salario: string;
  ubicacion: string;
  estado: string;
  ciudad: string;
  seccionSobre: string;
  seccionDetalles: string;
  seccionDescripcion: string;
  seccionOfrecemos: string;
  tipoEmpleo: string;
  modalidadEmpleo: string;
  /** Applicants' CVs: the kind of file and the applicant's name. */
  postulantes: readonly { tipo: 'pdf' | 'jpg' | 'docx'; nombre: string; puesto: string }[];
}

const SOBRE =
  'Somos una cadena de farmacias mexicana con sucursales propias y licenciatarias. Cuidamos la salud de nuestras comunidades con medicamentos a precio justo y consulta médica accesible.';
const OFRECEMOS =
  'Sueldo base más comisiones, prestaciones de ley, vales de despensa, capacitación continua y crecimiento dentro de la empresa.';

export const VACANTES_DEMO: readonly VacanteDemo[] = [
  {
    area: 'Operaciones',
    titulo: 'Auxiliar de farmacia',
    salario: '$9,500 mensuales más comisiones',
    ubicacion: 'Sucursal Centro, Av. Reforma 512',
    estado: 'Puebla',
    ciudad: 'Puebla',
    seccionSobre: SOBRE,
    seccionDetalles:
      'Horario de lunes a sábado en turno matutino o vespertino, con un día de descanso entre semana.',
    seccionDescripcion:
      'Atención a clientes en mostrador, surtido de recetas, acomodo de mercancía y control de caducidades.\nRequisitos: bachillerato terminado, experiencia mínima de 6 meses en farmacia.',
    seccionOfrecemos: OFRECEMOS,
    tipoEmpleo: 'Tiempo completo',
    modalidadEmpleo: 'Presencial',
    postulantes: [
      { tipo: 'pdf', nombre: 'Laura Mendoza Ríos', puesto: 'Auxiliar de farmacia' },
      { tipo: 'jpg', nombre: 'Diana Ramírez Ochoa', puesto: 'Auxiliar de farmacia' },
      { tipo: 'docx', nombre: 'José Luis Pérez Cano', puesto: 'Cajero' },
    ],
  },
  {
    area: 'Salud',
    titulo: 'Médico general para consultorio',
    salario: 'A convenir según experiencia',
    ubicacion: 'Consultorio anexo a sucursal Cholula',
    estado: 'Puebla',
    ciudad: 'Cholula',
    seccionSobre: SOBRE,
    seccionDetalles: 'Consulta de lunes a viernes de 9:00 a 17:00 horas.',
    seccionDescripcion:
      'Consulta médica general a pacientes de la farmacia, expedición de recetas y seguimiento de tratamientos.\nRequisitos: título y cédula profesional de médico cirujano.',
    seccionOfrecemos: 'Pago por consulta más base semanal, consultorio equipado y horario fijo.',
    tipoEmpleo: 'Media jornada',
    modalidadEmpleo: 'Presencial',
    postulantes: [{ tipo: 'pdf', nombre: 'Andrés Salgado Huerta', puesto: 'Médico cirujano' }],
  },
  {
    area: 'Sistemas',
    titulo: 'Desarrollador web',
    salario: '$28,000 a $35,000 mensuales',
    ubicacion: 'Oficinas corporativas',
    estado: 'Ciudad de México',
    ciudad: 'Coyoacán',
    seccionSobre: SOBRE,
    seccionDetalles: 'Dos días a la semana en oficina y tres desde casa.',
    seccionDescripcion:
      'Desarrollo y mantenimiento del sitio de la cadena y de las aplicaciones internas con TypeScript y React.\nRequisitos: 3 años de experiencia, bases de datos PostgreSQL.',
    seccionOfrecemos:
      'Prestaciones superiores a las de ley, seguro de gastos médicos mayores y equipo de cómputo.',
    tipoEmpleo: 'Tiempo completo',
    modalidadEmpleo: 'Híbrido',
    postulantes: [
      { tipo: 'docx', nombre: 'Mariana Téllez Gómez', puesto: 'Desarrolladora web' },
      { tipo: 'pdf', nombre: 'Óscar Núñez Villa', puesto: 'Ingeniero en sistemas' },
    ],
  },
  {
    area: 'Logística',
    titulo: 'Chofer repartidor',
    salario: '$10,800 mensuales',
    ubicacion: 'Centro de distribución',
    estado: 'Tlaxcala',
    ciudad: 'Apizaco',
    seccionSobre: SOBRE,
    seccionDetalles: 'Rutas diarias a sucursales de Tlaxcala y Puebla.',
    seccionDescripcion:
      'Entrega de pedidos a sucursales, carga y descarga de mercancía y resguardo de la unidad.\nRequisitos: licencia de chofer tipo C vigente.',
    seccionOfrecemos: OFRECEMOS,
    tipoEmpleo: 'Tiempo completo',
    modalidadEmpleo: 'Presencial',
    postulantes: [],
  },
  {
    area: 'Mercadotecnia',
    titulo: 'Diseñador gráfico',
    salario: '$15,000 mensuales',
    ubicacion: 'Oficinas corporativas',
    estado: 'Ciudad de México',
    ciudad: 'Benito Juárez',
    seccionSobre: SOBRE,
    seccionDetalles: 'Trabajo desde casa con reuniones semanales.',
    seccionDescripcion: 'Diseño de banners, ofertas y material para redes sociales y sucursales.',
    seccionOfrecemos: 'Horario flexible y prestaciones de ley.',
    tipoEmpleo: 'Contrato por obra',
    modalidadEmpleo: 'Remoto',
    postulantes: [{ tipo: 'jpg', nombre: 'Renata Flores Aguilar', puesto: 'Diseñadora' }],
  },
  {
    area: 'Contabilidad',
    titulo: 'Practicante de contabilidad',
    salario: 'Apoyo económico de $5,000 mensuales',
    ubicacion: 'Oficinas corporativas',
    estado: 'Puebla',
    ciudad: 'Puebla',
    seccionSobre: SOBRE,
    seccionDetalles: 'Horario de 9:00 a 14:00 horas compatible con estudios.',
    seccionDescripcion: 'Apoyo en conciliaciones bancarias, captura de pólizas y archivo de comprobantes.',
    seccionOfrecemos: 'Carta de prácticas profesionales y posibilidad de contratación.',
    tipoEmpleo: 'Prácticas',
    modalidadEmpleo: 'Presencial',
    postulantes: [],
  },
  {
    area: 'Operaciones',
    titulo: 'Encargado de sucursal',
    salario: '$16,500 mensuales más bonos',
    ubicacion: 'Sucursal Toluca Centro',
    estado: 'Estado de México',
    ciudad: 'Toluca',
    seccionSobre: SOBRE,
    seccionDetalles: 'Seis días a la semana con rol de turnos.',
    seccionDescripcion:
      'Responsable de la operación de la sucursal: personal, inventarios, cortes de caja y atención a clientes.',
    seccionOfrecemos: OFRECEMOS,
    tipoEmpleo: 'Tiempo completo',
    modalidadEmpleo: 'Presencial',
    postulantes: [{ tipo: 'pdf', nombre: 'Guadalupe Castañeda Mora', puesto: 'Encargada de sucursal' }],
  },
  {
    area: 'Operaciones',
    titulo: 'Cajero fin de semana',
    salario: '$4,200 mensuales',
    ubicacion: 'Sucursal Cuernavaca',
    estado: 'Morelos',
    ciudad: 'Cuernavaca',
    seccionSobre: SOBRE,
    seccionDetalles: 'Sábados y domingos de 8:00 a 20:00 horas.',
    seccionDescripcion: 'Cobro en caja, facturación a clientes y recargas telefónicas.',
    seccionOfrecemos: 'Pago semanal y prestaciones de ley.',
    tipoEmpleo: 'Otro',
    modalidadEmpleo: 'Presencial',
    postulantes: [],
  },
];
