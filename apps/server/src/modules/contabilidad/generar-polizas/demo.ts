import { and, asc, eq } from 'drizzle-orm';
import { catSucursales } from '../../../db/schema/index.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { createRandom } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import { generarCortesResumidos, loteDeDemo, sucursalesPorAbrir } from './demo-ventas.ts';
import { importarVentas } from './ventas-importar.ts';

/** The detail kept by the demo: the last two days of three pharmacies and the first wholesale branch. */
const DIAS_CON_TICKETS = 2;

/**
 * A year of the chain's sales up to yesterday: the last two days of four branches imported from
 * their tickets, returns and invoices (the path a point-of-sale delivery takes), every other
 * branch-day as its day cut alone (a year of tickets would be millions of rows). The branches
 * about to open (no accounts yet in S23's demo) have not sold yet.
 */
export default semilla({
  despues: ['baranetos/catalogos', 'contabilidad/cuentas-contables'],
  demo: async (tx) => {
    const ayer = sumarDias(hoy(), -1);
    const dias = Array.from({ length: DIAS_CON_TICKETS }, (_, i) =>
      sumarDias(ayer, i - DIAS_CON_TICKETS + 1),
    );
    const activas = await tx
      .select({ codSucursal: catSucursales.codSucursal, idEmpresa: catSucursales.idEmpresa })
      .from(catSucursales)
      .where(eq(catSucursales.activo, true))
      .orderBy(asc(catSucursales.codSucursal));
    const conTickets = [
      ...activas.filter((s) => s.idEmpresa === 1).slice(0, 3),
      ...activas.filter((s) => s.idEmpresa === 2).slice(0, 1),
    ].map((s) => ({ codSucursal: s.codSucursal, empresa: s.idEmpresa }));
    await importarVentas(tx, loteDeDemo(createRandom(2_404_024), dias, conTickets));
    await generarCortesResumidos(tx, {
      desde: sumarDias(ayer, -364),
      hasta: ayer,
      sinVentas: await sucursalesPorAbrir(tx),
    });
  },
  grande: async (tx) => {
    // The benchmark's chain: a year of day cuts of the first 300 pharmacies.
    const [ultima] = await tx
      .select({ c: catSucursales.codSucursal })
      .from(catSucursales)
      .where(and(eq(catSucursales.activo, true), eq(catSucursales.idEmpresa, 1)))
      .orderBy(asc(catSucursales.codSucursal))
      .limit(1)
      .offset(299);
    const ayer = sumarDias(hoy(), -1);
    await generarCortesResumidos(tx, {
      desde: sumarDias(ayer, -364),
      hasta: ayer,
      maxSucursal: ultima?.c ?? 300,
      sinVentas: await sucursalesPorAbrir(tx),
    });
    return 'ventas: un año de cortes de 300 sucursales';
  },
});
