import { eq } from 'drizzle-orm';
import { catCuentasContables, catEmpresas } from '../../../db/schema/index.ts';
import { semilla } from '../../../seed/registry.ts';

const seis = (n: number) => String(n).padStart(6, '0');

/**
 * Accounts as the chain's accountant keeps them: the pharmacies' and the wholesale line's company
 * accounts (the workshops' left for the screen), and for each branch cash (101-01), sales at the
 * general rate (401-01) and at 0% (401-02), numbered by branch. Every seventh branch has none yet and
 * every fifth only cash, so the 'Con cuenta' / 'Sin cuenta' filter shows both.
 */
export default semilla({
  demo: async (tx, ctx) => {
    for (const [idCatEmpresa, cuenta] of [
      [1, '105-01-000001'],
      [2, '105-02-000001'],
    ] as const) {
      await tx.update(catEmpresas).set({ cuenta }).where(eq(catEmpresas.idCatEmpresa, idCatEmpresa));
    }
    const filas = ctx.sucursales
      .filter(({ codSucursal }) => codSucursal % 7 !== 0)
      .map(({ codSucursal }) => ({
        codSucursal,
        cuentaEfectivo: `101-01-${seis(codSucursal)}`,
        cuentaTasaGral: codSucursal % 5 === 0 ? '' : `401-01-${seis(codSucursal)}`,
        cuentaTasa0: codSucursal % 5 === 0 ? '' : `401-02-${seis(codSucursal)}`,
        creadoPor: ctx.usuarios.admin,
      }));
    if (filas.length) await tx.insert(catCuentasContables).values(filas);
  },
});
