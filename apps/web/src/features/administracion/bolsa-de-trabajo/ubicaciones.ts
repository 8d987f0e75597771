import type { SucursalInfo } from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { compararEs, normalizar } from '@/lib/texto';

const unicos = (valores: readonly string[]) => {
  const vistos = new Map<string, string>();
  for (const v of valores) if (v.trim() && !vistos.has(normalizar(v))) vistos.set(normalizar(v), v);
  return [...vistos.values()].sort(compararEs);
};

/** The states that have branches, once each, in Spanish order. */
export const estadosDe = (sucursales: readonly SucursalInfo[]) => unicos(sucursales.map((s) => s.estado));

/** The localities of a state's branches (accents and case ignored), in Spanish order. */
export const ciudadesDe = (sucursales: readonly SucursalInfo[], estado: string) =>
  estado
    ? unicos(sucursales.filter((s) => normalizar(s.estado) === normalizar(estado)).map((s) => s.localidad))
    : [];

/** Options of a select: the list, plus the saved value when it is no longer in it (an old vacancy). */
export const opcionesCon = (lista: readonly string[], actual: string) =>
  (actual && !lista.some((v) => normalizar(v) === normalizar(actual)) ? [actual, ...lista] : lista).map(
    (v) => ({
      value: v,
      label: v,
    }),
  );
