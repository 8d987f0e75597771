import {
  type BitacoraQuery,
  consultarBitacora,
  pantallasBitacora,
} from '@farmasi/contracts/sistemas/bitacora';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callData } from '@/api';

const all = ['sistemas-bitacora'] as const;
export const bitacoraKeys = {
  all,
  lista: (query: BitacoraQuery) => [...all, 'lista', query] as const,
  pantallas: [...all, 'pantallas'] as const,
};

const pedir = (query: BitacoraQuery, signal: AbortSignal) =>
  callData(consultarBitacora, { query: query as Record<string, string | number>, signal });

/** One page of the log, newest first; the previous page stays while the next one loads. */
export const useBitacora = (query: BitacoraQuery) =>
  useQuery({
    queryKey: bitacoraKeys.lista(query),
    queryFn: ({ signal }) => pedir(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** 'Consultar': always asks the server (new changes keep arriving), then the list shows it from the cache. */
export const useConsultar = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (query: BitacoraQuery) =>
      queryClient.fetchQuery({
        queryKey: bitacoraKeys.lista(query),
        queryFn: ({ signal }) => pedir(query, signal),
        staleTime: 0,
      }),
    [queryClient],
  );
};

/** The screens the filter offers (they change only with a new version). */
export const usePantallasBitacora = () =>
  useQuery({
    queryKey: bitacoraKeys.pantallas,
    queryFn: ({ signal }) => callData(pantallasBitacora, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
