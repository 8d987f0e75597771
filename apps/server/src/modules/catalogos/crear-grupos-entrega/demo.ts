import { catGruposEntrega } from '../../../db/schema/index.ts';
import { semilla } from '../../../seed/registry.ts';

/** Regional delivery routes; asignar-clientes-grupos-entrega assigns customers to them by name. */
export const GRUPOS_ENTREGA_DEMO = [
  { descripcion: 'Ruta Centro matutina', hora: '08:00', dias: [1, 1, 1, 1, 1, 1] },
  { descripcion: 'Ruta Bajío', hora: '09:30', dias: [1, 0, 1, 0, 1, 0] },
  { descripcion: 'Ruta Occidente', hora: '10:00', dias: [0, 1, 0, 1, 0, 1] },
  { descripcion: 'Ruta Norte', hora: '07:30', dias: [1, 0, 0, 1, 0, 0] },
  { descripcion: 'Ruta Golfo y Sureste', hora: '11:00', dias: [0, 1, 0, 0, 1, 0] },
] as const;

const DIAS = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'] as const;
const CHECKS = [
  'checkLunes',
  'checkMartes',
  'checkMiercoles',
  'checkJueves',
  'checkViernes',
  'checkSabado',
] as const;

/** The delivery-hour groups (S17 maintains them); unchecked days keep 00:00 as a new group has. */
export default semilla({
  demo: async (tx) => {
    await tx.insert(catGruposEntrega).values(
      GRUPOS_ENTREGA_DEMO.map((g) => ({
        descripcion: g.descripcion,
        ...Object.fromEntries(DIAS.map((d, i) => [d, g.dias[i] ? g.hora : '00:00'])),
        ...Object.fromEntries(CHECKS.map((c, i) => [c, g.dias[i] ? 'S' : 'N'])),
      })),
    );
  },
});
