import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { semilla } from '../../../seed/registry.ts';
import { insertarArticuloDeServicio } from './queries.ts';
import { catServiciosMedicos } from './tablas.ts';

/** 'YYYY-MM-DD' n days from today (Mexico City); negative n goes back. */
const diasDesdeHoy = (n: number) => sumarDias(hoy(), n);

/**
 * [service, type, price, days since it took effect, cancelled, pending price and days until it applies].
 * The consultorios of the chain's branches: consultations, quick tests, applications, documents.
 */
const servicios: [string, string, string, number, boolean, [string, number]?][] = [
  ['Consulta médica general', 'CO', '45.00', -120, false, ['50.00', 10]],
  ['Consulta de seguimiento', 'CO', '35.00', -120, false],
  ['Consulta pediátrica', 'CO', '60.00', -90, false],
  ['Toma de presión arterial', 'PR', '15.00', -200, false],
  ['Medición de glucosa capilar', 'ES', '30.00', -60, false],
  ['Prueba rápida de colesterol', 'ES', '80.00', -45, false],
  ['Prueba rápida de antígeno COVID-19', 'ES', '250.00', -300, true],
  ['Aplicación de inyección intramuscular', 'AP', '25.00', -150, false],
  ['Aplicación de vacuna contra influenza', 'AP', '40.00', -30, false],
  ['Curación menor', 'PR', '70.00', -80, false],
  ['Retiro de puntos de sutura', 'PR', '90.00', -20, false],
  ['Nebulización', 'PR', '50.00', -15, false],
  ['Certificado médico', 'DO', '100.00', -100, false],
  ['Receta médica de seguimiento', 'DO', '20.00', -5, false],
];

/** The medical services of the consultorios: one cancelled, one with a price from a later day. */
export default semilla({
  despues: ['catalogos/articulos'],
  demo: async (tx, ctx) => {
    for (const [servicio, tipo, costo, desde, cancelado, pendiente] of servicios) {
      const codArticulo = await insertarArticuloDeServicio(tx, {
        servicio,
        usuario: ctx.usuarios.admin,
        cancelado,
      });
      await tx.insert(catServiciosMedicos).values({
        servicio,
        tipo,
        costo,
        fechaAplicacion: diasDesdeHoy(desde),
        costoPendiente: pendiente?.[0] ?? null,
        fechaPendiente: pendiente ? diasDesdeHoy(pendiente[1]) : null,
        codArticulo,
        estatus: cancelado ? 'C' : 'A',
        creadoPor: ctx.usuarios.admin,
      });
    }
  },
});
