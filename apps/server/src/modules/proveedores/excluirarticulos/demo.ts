import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../platform/sql.ts';
import { createRandom } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import { articulosExcluidosSucursal } from './tablas.ts';

/**
 * A few exclusions: in the first four brand suppliers (by id) that sell articles, every third
 * article is kept out of one to four branches of the chain (licensee branches more often, as a
 * licensee chooses what it sells).
 */
export default semilla({
  despues: ['catalogos/articulos'],
  demo: async (tx, ctx) => {
    const random = createRandom(2027);
    const costos = await rowsOf<{ det: number; cod: number; n: number }>(
      tx,
      sql`select c.id_cat_proveedores_marcas_det as det, c.cod_articulo_farmasi as cod,
                 row_number() over (partition by c.id_cat_proveedores_marcas_det order by c.cod_articulo_farmasi)::int as n
            from cat_articulos_proveedores_costos_enc c
           where c.id_cat_proveedores_marcas_det in (
                   select id_cat_proveedores_marcas_det from cat_articulos_proveedores_costos_enc
                    group by id_cat_proveedores_marcas_det order by id_cat_proveedores_marcas_det limit 4)
           order by c.id_cat_proveedores_marcas_det, c.cod_articulo_farmasi`,
    );
    const licenciatarias = ctx.sucursales.filter((s) => s.propia === 0).map((s) => s.codSucursal);
    const propias = ctx.sucursales.filter((s) => s.propia !== 0).map((s) => s.codSucursal);
    const filas = new Map<string, { det: number; cod: number; suc: number }>();
    for (const c of costos.filter((f) => f.n % 3 === 1)) {
      const cuantas = random.int(1, 4);
      for (let i = 0; i < cuantas; i++) {
        const lista = licenciatarias.length && random.next() < 0.7 ? licenciatarias : propias;
        const suc = random.pick(lista);
        filas.set(`${c.det}/${c.cod}/${suc}`, { det: c.det, cod: c.cod, suc });
      }
    }
    if (filas.size)
      await tx.insert(articulosExcluidosSucursal).values(
        [...filas.values()].map((f) => ({
          idCatProveedoresMarcasDet: f.det,
          codArticuloFarmasi: f.cod,
          codSucursal: f.suc,
          creadoPor: ctx.usuarios.admin,
        })),
      );
  },
});
