import { z } from 'zod';
import { entero, enteroTexto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Inventory days per branch and family (S16), 001 §2, §3, §5, §7, §9. */
export const DIAS_INVENTARIO_FAMILIA_URL = '/{product}/catalogos/DiasInventarioFamilia';

/** 001 §9: the row box takes 4 characters, the global box 2. */
export const DIAS_FILA_MAX = 9999;
export const DIAS_GLOBAL_MAX = 99;
export const DIAS_FILA_LARGO = 4;
export const DIAS_GLOBAL_LARGO = 2;
/** Todas in either filter (001 §2). */
export const TODAS = 0;
/** One save holds at most every branch × family pair of a large chain. */
export const GUARDAR_MAX_FILAS = 100_000;

export const diasInventarioFamiliaMessages = {
  sucursalNoValida: 'La sucursal no es válida.',
  familiaNoValida: 'La familia no es válida.',
  diasNoValidos: `Los días de inventario deben ser un número entero entre 0 y ${DIAS_FILA_MAX}.`,
  listaVacia: 'No hay cambios por guardar.',
  listaGrande: `Se pueden guardar como máximo ${GUARDAR_MAX_FILAS.toLocaleString('en-US')} filas a la vez.`,
  sucursalNoExiste: 'La sucursal {codSucursal} no existe o no está activa.',
  familiaNoExiste: 'La familia {codFamilia} no existe o no está activa.',
  repetida: 'La sucursal {codSucursal} con la familia {codFamilia} aparece más de una vez.',
  guardados: 'Los días de inventario se guardaron correctamente.',
  confirmarGuardar: '¿Desea guardar los días de inventario?',
  confirmarDescartar: 'Hay cambios sin guardar. ¿Desea descartarlos?',
  sinCambios: 'No hay cambios por guardar.',
  globalVacio: 'Capture los días que se aplicarán a todas las filas.',
} as const;
const m = diasInventarioFamiliaMessages;

/** Inventory days row (001 §3). diasInventario 0: the pair has no days set. */
export const diasInventarioFilaSchema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  codFamilia: entero(),
  descripcion: z.string(),
  diasInventario: entero(),
});
export type DiasInventarioFila = z.infer<typeof diasInventarioFilaSchema>;

export const familiaSchema = z.object({ codigo: entero(), descripcion: z.string() });
export type Familia = z.infer<typeof familiaSchema>;

/** Family catalogue of the filter: the active families in Spanish order. */
export const familiasDias = endpoint({
  method: 'GET',
  path: '/catalogos/familiasDias/',
  data: z.array(familiaSchema),
  summary: 'Catálogo de familias para los días de inventario',
});

/**
 * Every active branch × active family pair of the filters (0 = Todas), with its days (0 when none
 * are set), ordered by branch and family in Spanish order.
 */
export const consultarDiasInventarioFamilia = endpoint({
  method: 'GET',
  path: '/catalogos/diasinventariofamilia/:codSucursal/:codFamilia',
  params: z.object({
    codSucursal: enteroTexto({ min: 0, mensaje: m.sucursalNoValida }),
    codFamilia: enteroTexto({ min: 0, mensaje: m.familiaNoValida }),
  }),
  data: z.array(diasInventarioFilaSchema),
  summary: 'Días de inventario por sucursal y familia (0 = todas)',
});

export const guardarDiasInventarioBody = z
  .array(
    z.object({
      codSucursal: entero({ min: 1, mensaje: m.sucursalNoValida }),
      codFamilia: entero({ min: 1, mensaje: m.familiaNoValida }),
      diasInventario: entero({ min: 0, max: DIAS_FILA_MAX, mensaje: m.diasNoValidos }),
    }),
    { error: 'La lista de días de inventario no es válida.' },
  )
  .min(1, m.listaVacia)
  .max(GUARDAR_MAX_FILAS, m.listaGrande);
export type GuardarDiasInventario = z.infer<typeof guardarDiasInventarioBody>;

/**
 * Saves the rows sent in one transaction: days above 0 are stored (created or replaced); 0 removes
 * the pair's days (it goes back to 'not set'), so only rows with days above 0 remain saved.
 */
export const guardarDiasInventarioFamilia = endpoint({
  method: 'POST',
  path: '/catalogos/diasinventariofamilia-guardar/',
  body: guardarDiasInventarioBody,
  data: z.object({ guardados: entero(), eliminados: entero() }),
  summary: 'Guarda los días de inventario por sucursal y familia',
});

/** S16 'Días de Inventario Familia' (001 §2). */
export const diasInventarioFamiliaPantalla = pantalla({
  access: 'menu',
  id: 1302,
  parent: 10,
  name: 'Días de inventario por familia',
  icon: 'InboxOutlined',
  url: DIAS_INVENTARIO_FAMILIA_URL,
  title: 'Días de Inventario Familia',
  order: 32,
  empresa: 1,
  historial: { tablas: ['cat_dias_inventario_familia'] },
});
