import type { PantallaMenu } from '@farmasi/contracts/pantalla';
import { historialMessages } from '@farmasi/contracts/sistemas/historial';
import type { AccionFila } from '@/ui/AccionesFila';
import { accionHistorial, type EtiquetasHistorial } from '@/ui/Historial';
import type { GrupoVista, SucursalVista } from './types';

const codigos = (valor: string): number[] | null => {
  try {
    const dato: unknown = JSON.parse(valor);
    const lista = Array.isArray(dato) ? dato : [dato];
    return lista.every((x) => Number.isInteger(x)) ? (lista as number[]) : null;
  } catch {
    return null;
  }
};

/**
 * The audited branch codes (one, or a list) as the branch search names them ('12 - Centro'), from
 * the branches the screen loaded; a code it did not load (a branch since deactivated) stays a code;
 * an empty list reads '(vacío)'.
 */
export const sucursalesLegibles = (sucursales: readonly SucursalVista[]) => {
  const porCodigo = new Map(sucursales.map((s) => [s.codigo, s]));
  return (valor: string) => {
    const lista = codigos(valor);
    if (!lista) return valor;
    if (lista.length === 0) return historialMessages.vacio;
    return lista
      .map((c) => {
        const s = porCodigo.get(c);
        return s ? `${c} - ${s.sucursal || s.nombre}` : String(c);
      })
      .join(', ');
  };
};

/**
 * A group's 'Historial' row action (issue 29), for a screen that audits its group's changes under
 * the group's id: each audited field (`etiquetas`) holds branch codes, read as the branches' names.
 */
export const historialDeGrupo =
  (pantalla: PantallaMenu, etiquetas: EtiquetasHistorial) =>
  (grupo: GrupoVista, sucursales: readonly SucursalVista[]): AccionFila => {
    const leer = sucursalesLegibles(sucursales);
    return accionHistorial({
      pantalla,
      clave: grupo.id,
      etiquetas,
      valores: Object.fromEntries(Object.keys(etiquetas).map((campo) => [campo, leer])),
      titulo: `grupo ${grupo.nombre}`,
    });
  };
