import { asc, eq, sql } from 'drizzle-orm';
import { catCuentasContables, catEmpresas, catSucursales } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { semilla } from '../../../seed/registry.ts';

const seis = (n: number) => String(n).padStart(6, '0');

/**
 * The demo's pharmacies about to open: no accounts yet, so 'Sin cuenta' lists them; the sales demo
 * (generar-polizas) gives no sales to a branch without accounts, so every demo month generates.
 */
const SUCURSALES_POR_ABRIR: readonly number[] = [7, 14, 21, 28, 35];

/**
 * Accounts as the chain's accountant keeps them: the pharmacies' and the wholesale line's company
 * accounts (the workshops' left for the screen), and for every active branch of both lines cash
 * (101-01), sales at the general rate (401-01) and at 0% (401-02), numbered by branch, so that every
 * demo month's pólizas (S24) generate. The pharmacies about to open (no sales yet) have none, so
 * 'Sin cuenta' lists them; the large scale's branches get all three as well.
 */
export default semilla({
  despues: ['baranetos/catalogos'],
  demo: async (tx, ctx) => {
    for (const [idCatEmpresa, cuenta] of [
      [1, '105-01-000001'],
      [2, '105-02-000001'],
    ] as const) {
      await tx.update(catEmpresas).set({ cuenta }).where(eq(catEmpresas.idCatEmpresa, idCatEmpresa));
    }
    const activas = await tx
      .select({ codSucursal: catSucursales.codSucursal })
      .from(catSucursales)
      .where(eq(catSucursales.activo, true))
      .orderBy(asc(catSucursales.codSucursal));
    const filas = activas
      .filter(({ codSucursal }) => !SUCURSALES_POR_ABRIR.includes(codSucursal))
      .map(({ codSucursal }) => ({
        codSucursal,
        cuentaEfectivo: `101-01-${seis(codSucursal)}`,
        cuentaTasaGral: `401-01-${seis(codSucursal)}`,
        cuentaTasa0: `401-02-${seis(codSucursal)}`,
        creadoPor: ctx.usuarios.admin,
      }));
    if (filas.length) await tx.insert(catCuentasContables).values(filas);
  },
  grande: async (tx) => {
    const [n] = await rowsOf<{ n: number }>(
      tx,
      sql`with nuevas as (
            insert into cat_cuentas_contables (cod_sucursal, cuenta_efectivo, cuenta_tasa_gral, cuenta_tasa0)
            select cod_sucursal, '101-01-' || lpad(cod_sucursal::text, 6, '0'),
                   '401-01-' || lpad(cod_sucursal::text, 6, '0'), '401-02-' || lpad(cod_sucursal::text, 6, '0')
              from cat_sucursales
             where activo and cod_sucursal <= 999999
               and cod_sucursal <> all(array[${sql.join(
                 SUCURSALES_POR_ABRIR.map((c) => sql`${c}`),
                 sql`, `,
               )}]::int[])
            on conflict (cod_sucursal) do nothing
            returning 1)
          select count(*)::int as n from nuevas`,
    );
    return `cuentas de ${n?.n ?? 0} sucursales`;
  },
});
