import {
  eliminarGrupoEntregaHora,
  type GrupoEntregaHoraBody,
  gruposEntregaHora,
  guardarGrupoEntregaHora,
} from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['crear-grupos-entrega'] as const;
export const gruposEntregaKeys = { all, lista: () => [...all, 'lista'] as const };

export const useGruposEntrega = () =>
  useQuery({
    queryKey: gruposEntregaKeys.lista(),
    queryFn: ({ signal }) => callData(gruposEntregaHora, { signal }),
  });

/** Saves and deletes reload the list whatever the answer (001 §8: lists reload after saves). */
const useGrupoMutation = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gruposEntregaKeys.all }),
  });
};

export const useGuardarGrupoEntrega = () =>
  useGrupoMutation((body: GrupoEntregaHoraBody) => call(guardarGrupoEntregaHora, { body }));

export const useEliminarGrupoEntrega = () =>
  useGrupoMutation((grupo: number) => call(eliminarGrupoEntregaHora, { body: { grupo } }));
