import { asc, eq } from 'drizzle-orm';
import { catProveedores } from '../../../db/schema/index.ts';
import { createRandom } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import { proveedoresPermitidosSucursal } from './tablas.ts';

/**
 * Suppliers allowed at branches (S35): the first supplier at every own branch and a few licensees,
 * the second at about two thirds of all branches, the third only at licensee branches, the fifth at
 * a handful; the others at none (the add modal then lists every branch). Ticks and decimals vary.
 * Draws from its own generator (3500).
 */
export default semilla({
  despues: ['catalogos/articulos'],
  demo: async (tx, ctx) => {
    const random = createRandom(3500);
    const proveedores = (
      await tx
        .select({ codProveedor: catProveedores.codProveedor })
        .from(catProveedores)
        .where(eq(catProveedores.activo, true))
        .orderBy(asc(catProveedores.codProveedor))
    ).map((p) => p.codProveedor);
    const [primero, segundo, tercero, , quinto] = proveedores;
    const sucursales = ctx.sucursales;
    const reglas: [number | undefined, (s: { propia: number }) => boolean][] = [
      [primero, (s) => s.propia === 1 || random.next() < 0.3],
      [segundo, () => random.next() < 0.66],
      [tercero, (s) => s.propia === 0],
      [quinto, () => random.next() < 0.15],
    ];
    const filas = reglas.flatMap(([codProveedor, incluye]) =>
      codProveedor === undefined
        ? []
        : sucursales.filter(incluye).map((s) => ({
            codProveedor,
            codSucursal: s.codSucursal,
            costoPorCaja: random.next() < 0.4,
            ivaIncluido: random.next() < 0.6,
            decimales: random.pick([2, 2, 2, 4, 4, 1, 3]),
            creadoPor: ctx.usuarios.admin,
          })),
    );
    if (filas.length) await tx.insert(proveedoresPermitidosSucursal).values(filas);
  },
});
