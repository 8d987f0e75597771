import { sql } from 'drizzle-orm';
import { existenciasMinimas } from '../../../db/schema/index.ts';
import { SUCURSAL_CON_MINIMOS } from '../../../platform/existencias-minimas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { createRandom } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';

/**
 * Minimum stocks (S26, S28) of the demo articles that have a supplier cost (the articles of the first
 * brands) at every own branch: most between 1 and 12 pieces, about one in six left at 0 (so the brand
 * view shows red counts), the first eight articles complete at every branch (no red), and about one
 * row in twenty marked 'Demanda individual'.
 */
export default semilla({
  despues: ['catalogos/articulos', 'catalogos/catproveedoresmarca'],
  demo: async (tx, ctx) => {
    const random = createRandom(2_600_026);
    const articulos = await rowsOf<{ cod: number }>(
      tx,
      sql`select distinct cod_articulo_farmasi as cod from cat_articulos_proveedores_costos_enc order by 1`,
    );
    const sucursales = await rowsOf<{ cod: number }>(
      tx,
      sql`select s.cod_sucursal as cod from cat_sucursales s where ${SUCURSAL_CON_MINIMOS} order by 1`,
    );
    const filas = articulos.flatMap(({ cod }, i) =>
      sucursales.flatMap(({ cod: codSucursal }) => {
        const cero = i >= 8 && random.next() < 0.16;
        const demanda = random.next() < 0.05 ? 1 : 0;
        if (cero && !demanda) return [];
        return [
          {
            codArticuloFarmasi: cod,
            codSucursal,
            existenciaMinima: cero ? 0 : random.int(1, 12),
            demandaIndividual: demanda,
            creadoPor: ctx.usuarios.admin,
          },
        ];
      }),
    );
    for (let i = 0; i < filas.length; i += 1000)
      await tx.insert(existenciasMinimas).values(filas.slice(i, i + 1000));
  },
});
