import { clientesMessages as m } from '@farmasi/contracts/catalogos/clientes';

/**
 * The customer save's checks in order: a maps link is required (001 §5, 'No se encontró una
 * sucursal cerca'), then a pharmacy chosen on the map during this visit (001 §8 map warning).
 */
export const validarGuardar = (uRL: string, elegida: boolean): string | null => {
  if (uRL.trim() === '') return m.sinSucursalCerca;
  if (!elegida) return m.sinFarmacia;
  return null;
};
