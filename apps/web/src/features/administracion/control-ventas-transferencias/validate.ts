import {
  FILTRO_MIN_CARACTERES,
  ventasTransferenciasMessages as m,
} from '@farmasi/contracts/administracion/control-ventas-transferencias';
import type { CatalogoItem } from '@farmasi/contracts/catalogos/sucursales';

/** The filter sent to the catalogue: applies from 3 characters (003 §5), otherwise none. */
export const filtroEfectivo = (texto: string) => {
  const t = texto.trim();
  return t.length >= FILTRO_MIN_CARACTERES ? t : '';
};

/**
 * The branch to save: the one clicked — even if the current filter no longer lists it —, or the only
 * one listed (003 §5); otherwise the message 'Debe seleccionar una sucursal.'.
 */
export const sucursalAGuardar = (
  seleccionada: CatalogoItem | null,
  listadas: readonly CatalogoItem[],
): { sucursal: CatalogoItem } | { message: string } => {
  if (seleccionada) return { sucursal: seleccionada };
  if (listadas.length === 1 && listadas[0]) return { sucursal: listadas[0] };
  return { message: m.seleccioneSucursal };
};
