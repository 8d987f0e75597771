import {
  type CambiarEstatus,
  type ConsultarPedidos,
  cambiarEstatusPedido,
  consultaEstatusPedidos,
  consultarDetallePedido,
  consultarPedidos,
  type Pedido,
} from '@farmasi/contracts/baranetos/gestionar-pedidos';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['gestionar-pedidos'] as const;
export const pedidosKeys = {
  all,
  estatus: () => [...all, 'estatus'] as const,
  listas: () => [...all, 'lista'] as const,
  lista: (f: ConsultarPedidos) => [...all, 'lista', f.fechaInicial, f.fechaFinal, f.estatus ?? 0] as const,
  detalle: (idPedidosEnc: number) => [...all, 'detalle', idPedidosEnc] as const,
};

export const useEstatusPedidos = () =>
  useQuery({
    queryKey: pedidosKeys.estatus(),
    queryFn: ({ signal }) => callData(consultaEstatusPedidos, { signal }),
    staleTime: 10 * 60_000,
  });

export const usePedidos = (filtros: ConsultarPedidos) =>
  useQuery({
    queryKey: pedidosKeys.lista(filtros),
    queryFn: ({ signal }) => callData(consultarPedidos, { body: filtros, signal }),
    placeholderData: keepPreviousData,
  });

export const useDetallePedido = (idPedidosEnc: number) =>
  useQuery({
    queryKey: pedidosKeys.detalle(idPedidosEnc),
    queryFn: ({ signal }) => callData(consultarDetallePedido, { params: { idPedidosEnc }, signal }),
  });

/**
 * Saves a new status by folio. The row shows it at once in every list held (even one filtered by the
 * old status, so the user sees what changed); those lists are marked stale and read again on the
 * next search.
 */
export const useCambiarEstatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CambiarEstatus) => call(cambiarEstatusPedido, { body }),
    onSuccess: ({ data }) => {
      if (data)
        queryClient.setQueriesData<Pedido[]>({ queryKey: pedidosKeys.listas() }, (lista) =>
          lista?.map((p) => (p.idPedidosEnc === data.idPedidosEnc ? data : p)),
        );
      void queryClient.invalidateQueries({ queryKey: pedidosKeys.listas(), refetchType: 'none' });
    },
  });
};
