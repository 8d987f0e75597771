import {
  type EstatusPedido,
  gestionarPedidosPantalla,
  type Pedido,
} from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { accionHistorial } from '@/ui/Historial';

/** An order's fields 'Historial' shows, with the list's labels (issue 29): its status changes. */
const ETIQUETAS = { estatus: 'Estatus' };

/** The row action 'Historial' of an order: audited under its id, the status by its name. */
export const historialPedido = (p: Pedido, estatus: readonly EstatusPedido[]) =>
  accionHistorial({
    pantalla: gestionarPedidosPantalla,
    clave: p.idPedidosEnc,
    etiquetas: ETIQUETAS,
    valores: { estatus: (v) => estatus.find((e) => String(e.estatus) === v)?.descripcion ?? v },
    titulo: `pedido ${p.folio}`,
  });
