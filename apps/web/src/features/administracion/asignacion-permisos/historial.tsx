import {
  asignacionPermisosPantalla,
  type NodoPermiso,
  permisosAlmacenPantalla,
  permisosCajaPantalla,
  type TipoPermisos,
} from '@farmasi/contracts/administracion/asignacion-permisos';
import { BotonHistorial } from '@/ui/Historial';

/** Each tree's screen: it asks for its own table's history (its manifest declares it). */
const pantallaDe = {
  web: asignacionPermisosPantalla,
  caja: permisosCajaPantalla,
  almacen: permisosAlmacenPantalla,
} as const;

/** The audit stores the whole list of granted ids before and after a save: the history's field ''. */
const ETIQUETAS = { '': 'Permisos' };

export const SIN_PERMISOS = 'Ninguno';

const ids = (valor: string): number[] | null => {
  try {
    const dato: unknown = JSON.parse(valor);
    return Array.isArray(dato) && dato.every((x) => Number.isInteger(x)) ? (dato as number[]) : null;
  } catch {
    return null;
  }
};

/**
 * A stored list of menu ids as the tree the screen shows: each ticked option under its group
 * ('Catálogos: Grupo sucursales; Administración: Asignación de permisos'), in the tree's order. A
 * group is saved with its options (partial or full), so it is named only as their heading; an id
 * the tree no longer has reads 'opción N'.
 */
export const permisosLegibles = (nodos: readonly NodoPermiso[], valor: string): string => {
  const lista = ids(valor);
  if (!lista) return valor;
  if (lista.length === 0) return SIN_PERMISOS;
  const elegidos = new Set(lista);
  const porId = new Map(nodos.map((n) => [n.id, n]));
  const conOpcionElegida = new Set(nodos.filter((n) => elegidos.has(n.id)).map((n) => n.parentid));
  const grupos = new Map<number | null, string[]>();
  for (const n of nodos) {
    if (!elegidos.has(n.id) || conOpcionElegida.has(n.id)) continue;
    const padre = n.parentid !== null && porId.has(n.parentid) ? n.parentid : null;
    grupos.set(padre, [...(grupos.get(padre) ?? []), n.name]);
  }
  const partes = [...grupos].map(([padre, nombres]) =>
    padre === null ? nombres.join(', ') : `${porId.get(padre)?.name}: ${nombres.join(', ')}`,
  );
  const ajenos = lista.filter((id) => !porId.has(id)).map((id) => `opción ${id}`);
  return [...partes, ...ajenos].join('; ');
};

/**
 * 'Historial' of the chosen employee's permissions in this tree (issue 29): who saved them, when,
 * and the options before → after, named as the loaded tree names them.
 */
export const HistorialPermisos = ({
  tipo,
  idWebUsuario,
  nombre,
  nodos,
}: {
  tipo: TipoPermisos;
  idWebUsuario: number;
  nombre: string;
  nodos: readonly NodoPermiso[];
}) => (
  <BotonHistorial
    pantalla={pantallaDe[tipo]}
    clave={idWebUsuario}
    etiquetas={ETIQUETAS}
    valores={{ '': (v) => permisosLegibles(nodos, v) }}
    titulo={`permisos de ${nombre}`}
  />
);
