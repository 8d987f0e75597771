import {
  type ConsultaPedidos,
  consultaPedidos,
  obtenerEstatusPedidos,
} from '@farmasi/contracts/proveedores/pedidosproveedor';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callData } from '@/api';

const all = ['pedidosproveedor'] as const;
export const pedidosKeys = {
  all,
  estatus: [...all, 'estatus'] as const,
  lista: (body: ConsultaPedidos) => [...all, 'lista', body] as const,
};

/** The server's order statuses for the status filter (002 §7 proveedoresPedido/ObtenerEstatus). */
export const useEstatusPedidos = () =>
  useQuery({
    queryKey: pedidosKeys.estatus,
    queryFn: ({ signal }) => callData(obtenerEstatusPedidos, { signal }),
    staleTime: 5 * 60_000,
  });

/** One page of the filtered orders; the previous page stays while the next one loads. */
export const usePedidos = (body: ConsultaPedidos) =>
  useQuery({
    queryKey: pedidosKeys.lista(body),
    queryFn: ({ signal }) => callData(consultaPedidos, { body, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
