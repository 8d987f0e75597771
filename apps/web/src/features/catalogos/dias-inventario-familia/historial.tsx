import {
  type DiasInventarioFila,
  diasInventarioFamiliaPantalla,
  type Familia,
} from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { BotonHistorial, type ValoresHistorial } from '@/ui/Historial';

/** 0 days: the pair has none set (the list shows it in red). */
const dias = (v: string) => (v === '0' ? 'Sin días' : v);

/**
 * A row's history (issue 29). A save is audited once per branch (its key), each family's days under
 * the family's code: the row's branch's saves, each family changed by its name (the row's own even
 * if it is no longer in the active families' list).
 */
export const HistorialDias = ({ f, familias }: { f: DiasInventarioFila; familias: readonly Familia[] }) => {
  const etiquetas: Record<string, string> = { [f.codFamilia]: f.descripcion };
  for (const x of familias) etiquetas[x.codigo] ??= x.descripcion;
  const valores: ValoresHistorial = Object.fromEntries(Object.keys(etiquetas).map((k) => [k, dias]));
  return (
    <BotonHistorial
      soloIcono
      pantalla={diasInventarioFamiliaPantalla}
      clave={f.codSucursal}
      etiquetas={etiquetas}
      valores={valores}
      titulo={`${f.sucursal}, ${f.descripcion}`}
    />
  );
};
