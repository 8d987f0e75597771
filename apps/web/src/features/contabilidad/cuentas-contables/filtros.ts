import type { CuentaSucursal, FiltroCuenta } from '@farmasi/contracts/contabilidad/cuentas-contables';
import { coincide } from '@/lib/texto';

/**
 * A branch 'has an account' when all three of its accounts are set (002 §2 'Con cuenta' / 'Sin
 * cuenta'): one missing any is 'Sin cuenta', as the journal entries (S24) refuse its sales without
 * them (issue 24).
 */
export const tieneCuenta = (s: CuentaSucursal) =>
  Boolean(s.cuentaEfectivo && s.cuentaTasaGral && s.cuentaTasa0);

/** The branch filters: text on the branch's name (accents and case ignored), then the account filter. */
export const filtrarSucursales = (
  sucursales: readonly CuentaSucursal[],
  texto: string,
  cuenta: FiltroCuenta,
) =>
  sucursales.filter(
    (s) =>
      coincide(texto, s.descripcion) && (cuenta === 'Todas' || (cuenta === 'Con cuenta') === tieneCuenta(s)),
  );
