import type { Tx } from '../../../db/client.ts';
import { createRandom } from '../../../seed/prng.ts';
import type { DemoContext } from '../../../seed/registry.ts';
import { semilla } from '../../../seed/registry.ts';
import { catArticulosReiniciarDemanda } from './tablas.ts';

const DIA_MS = 86_400_000;

/**
 * 45 DIFARMER articles restarted in 2 to 6 own branches each, and 5 more in every own branch
 * (about 270 rows: several pages of 50), dates within the last six months, set by admin or cajero.
 */
const seedDemanda = async (tx: Tx, ctx: DemoContext) => {
  const random = createRandom(2_013_020);
  const propias = ctx.sucursales.filter((s) => s.propia === 1).map((s) => s.codSucursal);
  const articulos = new Set<number>();
  while (articulos.size < 50) articulos.add(random.int(1001, 3800));
  const filas: (typeof catArticulosReiniciarDemanda.$inferInsert)[] = [];
  [...articulos].forEach((codArticulo, i) => {
    const sucursales =
      i < 5 ? propias : [...new Set(Array.from({ length: random.int(2, 6) }, () => random.pick(propias)))];
    const dias = random.int(0, 180);
    for (const codSucursal of sucursales) {
      const idUsuario = random.next() < 0.7 ? ctx.usuarios.admin : ctx.usuarios.cajero;
      filas.push({
        codArticulo,
        codSucursal,
        fechaDemanda: new Date(Date.now() - (dias + (i < 5 ? 0 : random.int(0, 20))) * DIA_MS)
          .toISOString()
          .slice(0, 10),
        idUsuario,
        creadoPor: idUsuario,
      });
    }
  });
  await tx.insert(catArticulosReiniciarDemanda).values(filas);
};

export default semilla({ despues: ['catalogos/articulos'], demo: seedDemanda });
