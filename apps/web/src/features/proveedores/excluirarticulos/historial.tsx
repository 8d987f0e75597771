import {
  claveExclusion,
  excluirArticulosPantalla,
  type SucursalExclusion,
} from '@farmasi/contracts/proveedores/excluirarticulos';
import { BotonHistorial } from '@/ui/Historial';

/**
 * What 'Historial' shows of an article in a branch (issue 29): each exclusion added ('Alta') or
 * removed ('Baja'), audited whole under the key the server composes; its ids and audit columns are
 * left out, the branch reads 'code - name'.
 */
const ETIQUETAS = { codSucursal: 'Exclusión en la sucursal' };

/**
 * A branch row's history of the chosen article's exclusion (the branches table's icon button); the
 * article is the table's title, so the name says the branch only.
 */
export const HistorialExclusion = ({ f }: { f: SucursalExclusion }) => (
  <BotonHistorial
    soloIcono
    pantalla={excluirArticulosPantalla}
    clave={claveExclusion(f.idCatProveedoresMarcas, f.codArticulo, f.codSucursal)}
    etiquetas={ETIQUETAS}
    valores={{ codSucursal: (v) => (v === String(f.codSucursal) ? `${v} - ${f.sucursal}` : v) }}
    titulo={`la exclusión en ${f.sucursal}`}
  />
);
