import {
  type DatosProveedor,
  recargasTelefonicasPantalla,
} from '@farmasi/contracts/administracion/recargas-telefonicas';
import { BotonHistorial } from '@/ui/Historial';

/**
 * A provider row's fields 'Historial' shows, with the edit dialog's labels (issue 29). The password
 * is never audited, only that it was captured again; a resend records its reason and branch.
 */
const ETIQUETAS = {
  codSucursal: 'Sucursal',
  idProveedor: 'Proveedor',
  usuario: 'Usuario',
  passwordCambiada: 'Password',
  motivo: 'Envío a la sucursal',
};

/** Why the data was queued for the branch (recargas_envios.motivo). */
const MOTIVOS: Readonly<Record<string, string>> = { G: 'Guardado', R: 'Reenviado' };

/**
 * A provider row's history: its saves and its resends, both audited under the row's id. The branch
 * reads 'code - name' when it is the row's own, a provider by its name from the providers' list.
 */
export const HistorialRecarga = ({
  r,
  proveedores,
}: {
  r: DatosProveedor;
  proveedores: readonly { idProveedor: number; proveedor: string }[];
}) => (
  <BotonHistorial
    soloIcono
    size="middle"
    pantalla={recargasTelefonicasPantalla}
    tabla={recargasTelefonicasPantalla.historial.tablas}
    clave={r.idCatRecargasUsuarioSucursal}
    etiquetas={ETIQUETAS}
    valores={{
      codSucursal: (v) => (v === String(r.codSucursal) ? `${v} - ${r.sucursal}` : v),
      idProveedor: (v) => proveedores.find((p) => String(p.idProveedor) === v)?.proveedor ?? v,
      passwordCambiada: () => 'capturada de nuevo (no se muestra)',
      motivo: (v) => MOTIVOS[v] ?? v,
    }}
    titulo={`${r.sucursal} ${r.proveedor}`}
  />
);
