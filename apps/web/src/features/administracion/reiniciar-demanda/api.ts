import {
  consultarArticulosDemanda,
  eliminarArticuloDemanda,
  type GuardarDemanda,
  guardarArticuloDemanda,
} from '@farmasi/contracts/administracion/reiniciar-demanda';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const todas = ['reiniciar-demanda'] as const;

/** One page of the list (sucursal 0: every branch), searched on the server. */
export const useDemanda = (sucursal: number, pagina: number, buscar: string) =>
  useQuery({
    queryKey: [...todas, sucursal, pagina, buscar],
    queryFn: ({ signal }) =>
      callData(consultarArticulosDemanda, { params: { sucursal, pagina }, query: { buscar }, signal }),
    placeholderData: keepPreviousData,
  });

const useMutacion = <V, R>(mutationFn: (v: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: todas }) });
};

export const useGuardarDemanda = () =>
  useMutacion((body: GuardarDemanda) => call(guardarArticuloDemanda, { body }));

export const useEliminarDemanda = () =>
  useMutacion((id: number) => call(eliminarArticuloDemanda, { params: { id } }));
