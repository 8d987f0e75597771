import {
  pedidosMessages as m,
  type Pedido,
  validarFiltrosPedidos,
} from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { format } from '@farmasi/contracts/messages';
import { API_DATE_FORMAT } from '@/lib/format';
import type { FiltrosForm } from './FiltrosPedidos';

/** The form's dates as the API's 'YYYY-MM-DD' (empty when not chosen). */
export const filtrosParaEnviar = (f: FiltrosForm) => ({
  fechaInicial: f.fechaInicial?.format(API_DATE_FORMAT) ?? '',
  fechaFinal: f.fechaFinal?.format(API_DATE_FORMAT) ?? '',
  estatus: f.estatus,
});

/** The search's checks (the contract's, run again by the server). */
export const validarFiltros = (f: FiltrosForm) => validarFiltrosPedidos(filtrosParaEnviar(f));

/** The status modal: a status chosen, and a different one from the order's. */
export const validarCambio = (
  pedido: Pick<Pedido, 'folio' | 'estatus' | 'estatusDescripcion'>,
  nuevo: number | null,
) => {
  if (!nuevo) return { campo: 'nuevoEstatus' as const, message: m.sinEstatus };
  if (nuevo === pedido.estatus)
    return {
      campo: 'nuevoEstatus' as const,
      message: format(m.mismoEstatus, { folio: pedido.folio, estatus: pedido.estatusDescripcion }),
    };
  return null;
};
