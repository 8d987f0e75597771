import { BotonHistorial } from '@/ui/Historial';
import type { Item, Nivel } from './niveles';

/** The parent's field as the server audits each level (its column's name); departments have none. */
const CAMPO_PADRE = { departamentos: null, secciones: 'idDepartamento', categorias: 'idSeccion' } as const;

/**
 * An item's history (issue 29), from its level's table, keyed by its code: the description and the
 * parent with the screen's labels. A parent reads 'code - name' when the list shows its name.
 */
export const HistorialItem = ({
  nivel,
  item,
  padres,
}: {
  nivel: Nivel;
  item: Item;
  /** Parent names by code, from the rows listed. */
  padres: ReadonlyMap<number, string>;
}) => {
  const campo = CAMPO_PADRE[nivel.nombre];
  const nombre = (v: string) => {
    const padre = padres.get(Number(v));
    return padre ? `${v} - ${padre}` : v;
  };
  return (
    <BotonHistorial
      soloIcono
      size="middle"
      pantalla={nivel.pantalla}
      tabla={nivel.pantalla.historial.tablas}
      clave={item.codigo}
      etiquetas={{
        descripcion: 'Descripción',
        ...(campo && nivel.padre ? { [campo]: nivel.padre.titulo } : {}),
      }}
      valores={campo ? { [campo]: nombre } : undefined}
      titulo={item.descripcion}
    />
  );
};
