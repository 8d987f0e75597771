import type { StockMinimoFila } from '@farmasi/contracts/proveedores/stockminimo';

/** The minimums typed, by `claveFila`; an emptied box is null (saved as 0). */
export type Ediciones = ReadonlyMap<string, number | null>;

export const claveFila = (f: Pick<StockMinimoFila, 'codArticulo' | 'codSucursal'>) =>
  `${f.codArticulo}-${f.codSucursal}`;

/** What a row's box shows: what was typed (null: emptied), else what is stored. */
export const valorEnCaja = (f: StockMinimoFila, ediciones: Ediciones) => {
  const k = claveFila(f);
  return ediciones.has(k) ? (ediciones.get(k) ?? null) : f.existenciaMinima;
};

/** The minimum a row would save: what was typed (an empty box is 0), else what is stored. */
export const minimoDe = (f: StockMinimoFila, ediciones: Ediciones) => valorEnCaja(f, ediciones) ?? 0;

export interface Filtros {
  /** 0: Todas. */
  sucursal: number;
  /** 'Ver solo mínimos en cero': the rows stored at 0 (a row being typed into does not vanish). */
  soloCeros: boolean;
}

/** The rows the filters show, in the server's order. */
export const filasVisibles = (filas: readonly StockMinimoFila[], { sucursal, soloCeros }: Filtros) =>
  filas.filter((f) => (!sucursal || f.codSucursal === sucursal) && (!soloCeros || f.existenciaMinima === 0));

/** The header's 'Todo' value on every row the filters show (all pages), over what was typed before. */
export const aplicarATodas = (
  visibles: readonly StockMinimoFila[],
  ediciones: Ediciones,
  valor: number,
): Ediciones => {
  const nuevas = new Map(ediciones);
  for (const f of visibles) nuevas.set(claveFila(f), valor);
  return nuevas;
};
