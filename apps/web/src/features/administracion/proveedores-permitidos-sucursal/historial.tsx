import {
  claveRelacion,
  proveedoresPermitidosSucursalPantalla,
  type Relacion,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { BotonHistorial } from '@/ui/Historial';

/** A relation's fields 'Historial' shows, with the table's and the modals' labels (issue 29). */
const ETIQUETAS = {
  costoPorCaja: 'Costo por caja',
  ivaIncluido: 'IVA Incluido',
  decimales: 'Decimales',
};

/** A supplier's relation with a branch: audited under 'supplier-branch' (claveRelacion). */
export const HistorialRelacion = ({ r, proveedor }: { r: Relacion; proveedor: string }) => (
  <BotonHistorial
    soloIcono
    pantalla={proveedoresPermitidosSucursalPantalla}
    clave={claveRelacion(r)}
    etiquetas={ETIQUETAS}
    titulo={proveedor ? `${proveedor} en ${r.sucursal}` : r.sucursal}
  />
);
