import { asignacionMessages as m } from '@farmasi/contracts/administracion/asignacion-grupos';
import { coincide as contiene } from '@/lib/texto';

/** Saving branches in a group needs at least one marked (003 §5 Branch group save). */
export const validarSeleccion = (codigos: readonly number[]): string | null =>
  codigos.length === 0 ? m.sinSucursal : null;

/** Rows whose code, name or branch contain the text (without accents or case). */
export const coincide = (s: { codigo: number; nombre: string; sucursal: string }, texto: string) =>
  contiene(texto, s.codigo, s.nombre, s.sucursal);
