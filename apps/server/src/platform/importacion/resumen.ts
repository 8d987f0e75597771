import type { ErrorFila, ResultadoImportacion, TipoImportacion } from './tipos.ts';

/**
 * The Spanish texts of a run, the same on the command line and on the screen: one line per error
 * (`línea N: <campo>: <razón>`) and the final summary ('12 sucursales: 3 nuevas, 2 actualizadas,
 * 7 sin cambios' / 'No se importó nada: …').
 */

interface Sustantivo {
  singular: string;
  plural: string;
  femenino: boolean;
}

export const SUSTANTIVOS: Record<TipoImportacion, Sustantivo> = {
  sucursales: { singular: 'sucursal', plural: 'sucursales', femenino: true },
  empleados: { singular: 'empleado', plural: 'empleados', femenino: false },
  proveedores: { singular: 'proveedor', plural: 'proveedores', femenino: false },
  clientes: { singular: 'cliente', plural: 'clientes', femenino: false },
  'cuentas-contables': { singular: 'cuenta contable', plural: 'cuentas contables', femenino: true },
};

const miles = (n: number) => n.toLocaleString('en-US');

/** '1 sucursal', '12 sucursales'. */
export const cantidad = (tipo: TipoImportacion, n: number) => {
  const s = SUSTANTIVOS[tipo];
  return `${miles(n)} ${n === 1 ? s.singular : s.plural}`;
};

/** 'línea 7: Código postal: Introduzca un código postal válido'; a whole-file error without line. */
export const textoDeError = (e: ErrorFila) =>
  e.linea > 0 ? `línea ${e.linea}: ${e.campo ? `${e.campo}: ` : ''}${e.razon}` : e.razon;

/** Rows with at least one error. */
export const filasConError = (errores: readonly ErrorFila[]) =>
  new Set(errores.filter((e) => e.linea > 0).map((e) => e.linea)).size;

/** The final line of a run. */
export const resumenImportacion = (r: ResultadoImportacion, dryRun: boolean): string => {
  const s = SUSTANTIVOS[r.tipo];
  if (r.errores.length > 0) {
    const malas = filasConError(r.errores);
    if (malas === 0) return `No se importó nada: ${r.errores.map((e) => e.razon).join(' ')}`;
    const de = r.filas > 0 ? ` de ${miles(r.filas)}` : '';
    return `No se importó nada: ${miles(malas)} ${malas === 1 ? 'fila' : 'filas'}${de} con errores; corrija el archivo y vuelva a intentarlo.`;
  }
  const a = s.femenino ? 'a' : 'o';
  if (dryRun || !r.conteo)
    return `Verificación sin errores: ${cantidad(r.tipo, r.filas)} ${r.filas === 1 ? `list${a}` : `list${a}s`} para importar (no se escribió nada).`;
  const { nuevos, actualizados, sinCambios } = r.conteo;
  return (
    `${cantidad(r.tipo, r.filas)}: ${miles(nuevos)} ${nuevos === 1 ? `nuev${a}` : `nuev${a}s`}, ` +
    `${miles(actualizados)} ${actualizados === 1 ? `actualizad${a}` : `actualizad${a}s`}, ${miles(sinCambios)} sin cambios`
  );
};
