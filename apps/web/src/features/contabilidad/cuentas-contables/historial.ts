import {
  type CuentaEmpresa,
  type CuentaSucursal,
  cuentasContablesPantalla,
} from '@farmasi/contracts/contabilidad/cuentas-contables';
import { accionHistorial } from '@/ui/Historial';

/** The fields 'Historial' shows, with the screen's labels (issue 29). */
const ETIQUETAS = {
  cuenta: 'Cuenta',
  cuentaEfectivo: 'Cuenta efectivo',
  cuentaTasaGral: 'Cuenta tasa general',
  cuentaTasa0: 'Cuenta tasa 0%',
};

export const historialEmpresa = (e: CuentaEmpresa) =>
  accionHistorial({
    pantalla: cuentasContablesPantalla,
    tabla: 'cat_empresas',
    clave: e.idCatEmpresa,
    etiquetas: ETIQUETAS,
    titulo: e.descripcion,
  });

/** A branch whose accounts were never saved has no row yet, so no history either. */
export const historialSucursal = (s: CuentaSucursal) => ({
  ...accionHistorial({
    pantalla: cuentasContablesPantalla,
    tabla: 'cat_cuentas_contables',
    clave: s.idCatCuentasContables,
    etiquetas: ETIQUETAS,
    titulo: s.descripcion,
  }),
  disabled: s.idCatCuentasContables === 0,
});
