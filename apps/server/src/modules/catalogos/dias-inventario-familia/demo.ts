import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { catFamilias, catSucursales, sucursalActivaDeFarmacias } from '../../../db/schema/index.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import { catDiasInventarioFamilia } from './tablas.ts';

/** The days a buyer usually sets: a week to three months of stock. */
const DIAS = [7, 10, 15, 20, 30, 45, 60, 90] as const;

/** About `parte` of the pairs get days; the others stay without (0, red on the screen). */
const sembrar = async (tx: Tx, random: Random, codSucursales: number[], parte: number) => {
  const familias = await tx
    .select({ codigo: catFamilias.codigo })
    .from(catFamilias)
    .where(eq(catFamilias.activo, true));
  const filas = codSucursales.flatMap((codSucursal) =>
    familias
      .filter(() => random.next() < parte)
      .map(({ codigo }) => ({ codSucursal, codFamilia: codigo, diasInventario: random.pick(DIAS) })),
  );
  for (let i = 0; i < filas.length; i += 1000)
    await tx.insert(catDiasInventarioFamilia).values(filas.slice(i, i + 1000));
  return filas.length;
};

/** Days for three quarters of the demo chain's branch × family pairs; the families come from the article catalogue. */
export default semilla({
  despues: ['catalogos/articulos'],
  demo: async (tx, ctx) => {
    await sembrar(
      tx,
      createRandom(1302),
      ctx.sucursales.map((s) => s.codSucursal),
      0.75,
    );
  },
  grande: async (tx) => {
    const sucursales = await tx
      .select({ codSucursal: catSucursales.codSucursal })
      .from(catSucursales)
      .where(sucursalActivaDeFarmacias());
    const conDias = new Set(
      (await tx.select({ s: catDiasInventarioFamilia.codSucursal }).from(catDiasInventarioFamilia)).map(
        (r) => r.s,
      ),
    );
    const nuevas = sucursales.map((s) => s.codSucursal).filter((c) => !conDias.has(c));
    const n = await sembrar(tx, createRandom(1303), nuevas, 0.5);
    return `${n} días de inventario por sucursal y familia`;
  },
});
