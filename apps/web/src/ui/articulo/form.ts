import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articuloNuevo, itemVacio } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosConst } from '@farmasi/contracts/catalogos/articulos/textos';
import type { CampoArticulo } from '@farmasi/contracts/catalogos/articulos/validar';
import type { KeyboardEvent } from 'react';
import { campoId } from './ids';

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

/**
 * Airtime toggle (000 §4): on sets SAT 01010101; off sets the parameter's value, unless the article
 * had a SAT code of its own when it was turned on (`satPrevio`): that code comes back (issue 30: a
 * linked article's 51101500 became 51000000 after on and off). The airtime code itself or none is no
 * code of its own.
 */
export const cambiarRecarga = (
  a: Articulo,
  on: boolean,
  parametroSat: string,
  satPrevio?: string,
): Articulo => {
  const propio =
    satPrevio && /^\d{8}$/.test(satPrevio) && satPrevio !== articulosConst.codigoSatDefault
      ? satPrevio
      : null;
  return {
    ...a,
    articuloRecarga: on,
    codigoSAT: on ? articulosConst.codigoSatDefault : (propio ?? parametroSat),
  };
};

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

/**
 * The fields of the article form in Enter order (useFormulario's `campos`; each one's element id is
 * `campoId(name)`). The airtime switch and the buttons are left out: Enter would press them.
 */
export const CAMPOS_ARTICULO = [
  'descripcion',
  'descripcionFarmasi',
  'estatus',
  'alto',
  'ancho',
  'fondo',
  'colectivo',
  'codigoSAT',
  'registroSSA',
  'fraccion',
  'formula',
  'laboratorio',
  'linea',
  'familia',
  'formaFarmaceutica',
  'codMedida',
  'gotasML',
  'formaAdministracion',
  'generico',
  'presentacion',
  'unidadCompraProv',
  'unidadVtaFcia',
  'marca',
  'proveedorDefault',
  'recargaProveedor',
  'recargaCompania',
  'recargaTipoProducto',
  'recargaSKU',
  'recargaCaracteristica',
  'recargaImporte',
  'recargaDescripcion',
] as const;

/** A field of the form: one Enter walks, or one a failed check points at (the barcodes, the costs). */
export type CampoFormArticulo = (typeof CAMPOS_ARTICULO)[number] | CampoArticulo;

/** What `useFormulario().campo(name)` gives an input: its id and its Enter. */
export type CampoProps = (nombre: CampoFormArticulo) => {
  id: string;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
};

/** A field's props when the form hook gives none (a part shown on its own): its id only. */
export const soloId: CampoProps = (nombre) => ({ id: campoId(nombre) });

/** What every part of the article form receives. */
export interface SeccionArticulo {
  a: Articulo | null;
  r: ReturnType<typeof reglasEdicion>;
  onChange: (a: Articulo) => void;
  /** Applies a change to the loaded article (nothing when none is loaded). */
  set: (patch: Partial<Articulo>) => void;
  /** The form hook's props of a field (id and Enter); without it, only the id. */
  campo?: CampoProps;
}
