import {
  consultarDias,
  eliminarDia,
  type GuardarDia,
  guardarDia,
} from '@farmasi/contracts/catalogos/dias-internacionales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['dias-internacionales'] as const;

/** Every day (id 0): a year's worth, loaded whole and searched in the browser. */
export const useDias = () =>
  useQuery({
    queryKey: all,
    queryFn: ({ signal }) => callData(consultarDias, { params: { id: 0 }, signal }),
  });

const useDiaMutation = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: all }) });
};

export const useGuardarDia = () => useDiaMutation((body: GuardarDia) => call(guardarDia, { body }));

export const useEliminarDia = () => useDiaMutation((id: number) => call(eliminarDia, { params: { id } }));
