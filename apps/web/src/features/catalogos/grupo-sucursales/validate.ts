import { ELIMINAR } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { messages } from '@farmasi/contracts/messages';

const m = messages.grupoSucursales;

/** A group's name: not empty (000 §5) and not the word that means delete. */
export const validateNombreGrupo = (nombre: string): string | null => {
  const n = nombre.trim();
  if (!n) return m.sinDescripcion;
  if (n.toLowerCase() === ELIMINAR) return m.nombreReservado;
  return null;
};

/** Saving a group's branches needs at least one in 'Asignadas' (000 §5). */
export const validateAsignadas = (asignadas: readonly unknown[]): string | null =>
  asignadas.length === 0 ? m.sinSucursal : null;
