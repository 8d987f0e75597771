import type {
  DiasInventarioFila,
  GuardarDiasInventario,
} from '@farmasi/contracts/catalogos/dias-inventario-familia';

/** The days typed per pair, by `claveFila`; an emptied box is null (saved as 0). */
export type Ediciones = ReadonlyMap<string, number | null>;

export const claveFila = (f: Pick<DiasInventarioFila, 'codSucursal' | 'codFamilia'>) =>
  `${f.codSucursal}-${f.codFamilia}`;

/** The days a row shows: what was typed, else what is stored. */
export const diasDe = (fila: DiasInventarioFila, ediciones: Ediciones) => {
  const k = claveFila(fila);
  return ediciones.has(k) ? (ediciones.get(k) ?? 0) : fila.diasInventario;
};

/** The rows as shown (typed days merged), so the table, the red rows and the export agree. */
export const filasConEdiciones = (filas: readonly DiasInventarioFila[], ediciones: Ediciones) =>
  ediciones.size === 0 ? filas : filas.map((f) => ({ ...f, diasInventario: diasDe(f, ediciones) }));

/**
 * What Guardar sends: only the rows whose days differ from what is stored. A row set to 0 is sent
 * too: the server removes that pair's days, so only rows above 0 stay saved.
 */
export const cambiosDe = (
  filas: readonly DiasInventarioFila[],
  ediciones: Ediciones,
): GuardarDiasInventario =>
  filas
    .filter((f) => diasDe(f, ediciones) !== f.diasInventario)
    .map((f) => ({
      codSucursal: f.codSucursal,
      codFamilia: f.codFamilia,
      diasInventario: diasDe(f, ediciones),
    }));

/** The global box: the same days on every row of the list (every page of the filters). */
export const aplicarATodas = (filas: readonly DiasInventarioFila[], dias: number): Ediciones =>
  new Map(filas.map((f) => [claveFila(f), dias]));
