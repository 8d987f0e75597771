import { z } from 'zod';
import { entero } from '../campos.ts';

/**
 * What the two minimum-stock screens share (S26 by brand, S28 by product or formula; 002 §3, §5, §8,
 * §9): one table (existencias_minimas), the save's row and checks, and their texts. Each screen's
 * calls and manifest are in its own contract (catproveedoresminimo.ts, stockminimo.ts).
 */

/** 002 §9: up to 2 digits per branch in the brand view (and its global field), 4 in the product-formula view. */
export const MINIMO_MARCA_MAX = 99;
export const MINIMO_MARCA_LARGO = 2;
export const MINIMO_PRODUCTO_MAX = 9999;
export const MINIMO_PRODUCTO_LARGO = 4;
/** Rows one save may carry: every article of a large formula at every branch, with room. */
export const MINIMOS_GUARDAR_MAX = 50_000;

export const existenciasMinimasMessages = {
  /** 002 §5. */
  sinCambios: 'No existe información modificada por guardar',
  deseaGuardar: '¿Desea guardar los cambios?',
  /** 002 §8 (product-formula save; the brand view saves the same rows). */
  guardados: 'Se guardó la información correctamente',
  errorGuardar: 'Error al guardar información',
  /** 002 §9 '0 = …' note of the brand modal (sic). */
  notaCero: '0 = No saldra en el sugerido de la sucursal',
  descartar: 'Hay cambios sin guardar. ¿Desea descartarlos?',
  articuloInvalido: 'El artículo no es válido.',
  sucursalInvalida: 'La sucursal no es válida.',
  minimoInvalido: (max: number) => `La existencia mínima debe ser un número entero de 0 a ${max}.`,
  listaInvalida: 'La lista de existencias mínimas no es válida.',
  demasiadas: `Se pueden guardar a lo más ${MINIMOS_GUARDAR_MAX.toLocaleString('en-US')} filas a la vez.`,
  repetida: (codSucursal: number, codArticulo: number) =>
    `La sucursal ${codSucursal} con el artículo ${codArticulo} viene más de una vez.`,
  sucursalNoExiste: (codSucursal: number) =>
    `La sucursal ${codSucursal} no existe o no es una farmacia propia activa.`,
  articuloNoExiste: (codArticulo: number) => `El artículo ${codArticulo} no existe.`,
} as const;
const m = existenciasMinimasMessages;

/** 'Se afectarán <n> …' (002 §5) followed by '¿Desea guardar los cambios?'. */
export const confirmarGuardar = (n: number, singular: string, plural: string) =>
  n === 1 ? `Se afectará 1 ${singular}. ${m.deseaGuardar}` : `Se afectarán ${n} ${plural}. ${m.deseaGuardar}`;

/** A modified row as saved by either screen: the article, the branch and its new minimum. */
export const minimoGuardarSchema = (max: number) =>
  z.object({
    codArticulo: entero({ min: 1, mensaje: m.articuloInvalido }),
    codSucursal: entero({ min: 1, mensaje: m.sucursalInvalida }),
    existenciaMinima: entero({ min: 0, max, mensaje: m.minimoInvalido(max) }),
  });

/**
 * 002 §7: the body is the list of modified rows. An empty list is the spec's 'nothing modified'
 * refusal (answered by the server with value false), so the schema lets it through.
 */
export const guardarMinimosBody = (max: number) =>
  z.array(minimoGuardarSchema(max), { error: m.listaInvalida }).max(MINIMOS_GUARDAR_MAX, m.demasiadas);
export type MinimoGuardar = z.infer<ReturnType<typeof minimoGuardarSchema>>;

export const guardarMinimosData = z.object({ guardados: entero() });

/** The rows of a save whose value differs from what was loaded (002 §4: only those are sent). */
export const cambiosDeMinimos = <
  F extends { codArticulo: number; codSucursal: number; existenciaMinima: number },
>(
  filas: readonly F[],
  valor: (fila: F) => number,
): MinimoGuardar[] =>
  filas
    .filter((f) => valor(f) !== f.existenciaMinima)
    .map((f) => ({ codArticulo: f.codArticulo, codSucursal: f.codSucursal, existenciaMinima: valor(f) }));
