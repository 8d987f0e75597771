import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articuloNuevo, itemVacio } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosConst } from '@farmasi/contracts/catalogos/articulos/textos';

export { articuloNuevo };

/** Which parts of the form are editable (000 §4, §5 field limits). */
export const reglasEdicion = (a: Articulo | null) => {
  const cargado = a !== null;
  const solo = cargado && a.soloFarmasi;
  return {
    cargado,
    /** Wholesaler-owned fields: only for chain-only articles. */
    mayorista: solo,
    contenido: cargado && (a.soloFarmasi || a.unidadVtaFcia > 1),
    codigoSat: solo && !a.articuloRecarga,
    gotas: cargado && !a.deshabilitaGotas,
    costos: cargado && a.codArticuloFarmasi > 0 && !a.articuloRecarga,
    grupoProductos: cargado && a.codArticuloFarmasi > 0 && a.farmasi.formula.desglozar,
  };
};

/** Airtime toggle: on sets SAT 01010101, off sets the parameter's value (000 §4). */
export const cambiarRecarga = (a: Articulo, on: boolean, parametroSat: string): Articulo => ({
  ...a,
  articuloRecarga: on,
  codigoSAT: on ? articulosConst.codigoSatDefault : parametroSat,
});

/** Choosing or clearing the pharmaceutical form clears the measure and resets and disables drops. */
export const cambiarFormaFarmaceutica = (
  a: Articulo,
  forma: { codigo: number; descripcion: string },
): Articulo => ({
  ...a,
  farmasi: { ...a.farmasi, formaFarmaceutica: { ...itemVacio, ...forma } },
  codMedida: 0,
  gotasML: 0,
  deshabilitaGotas: true,
});

/** Choosing a measure enables drops only when its aplicar is true. */
export const cambiarMedida = (
  a: Articulo,
  medida: { codigo: number; aplicar: boolean } | undefined,
): Articulo => ({
  ...a,
  codMedida: medida?.codigo ?? 0,
  deshabilitaGotas: !medida?.aplicar,
  gotasML: medida?.aplicar ? a.gotasML : 0,
});

/** Adds a barcode to the list: null when empty or already there (ignored, 000 §5). */
export const codBarrasNuevo = (a: Articulo, texto: string): string | null => {
  const cod = texto.trim();
  if (!cod || a.codBarras.some((b) => b.codBarras === cod)) return null;
  return cod;
};

export type FiltroSucursal = '01' | '02' | '03';

/** Stock filter: '01' all, '02' own branches, '03' licensees. */
export const filtrarExistencia = <T extends { propia: number }>(
  rows: readonly T[],
  filtro: FiltroSucursal,
): T[] => rows.filter((r) => filtro === '01' || (filtro === '02' ? r.propia === 1 : r.propia === 0));

/** What every part of the article form receives. */
export interface SeccionArticulo {
  a: Articulo | null;
  r: ReturnType<typeof reglasEdicion>;
  onChange: (a: Articulo) => void;
  /** Applies a change to the loaded article (nothing when none is loaded). */
  set: (patch: Partial<Articulo>) => void;
}
