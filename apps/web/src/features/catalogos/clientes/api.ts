import {
  consulta,
  detalle,
  type GuardaDetalle,
  guardaDetalle,
  guardaHorarios,
  type Horario,
  horarios,
  mapa,
} from '@farmasi/contracts/catalogos/clientes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['clientes'] as const;
const keys = {
  lista: (pagina: number, buscar: string) => [...all, 'lista', pagina, buscar] as const,
  cliente: (id: number) => [...all, 'cliente', id] as const,
  horarios: (id: number) => [...all, 'horarios', id] as const,
  mapa: (id: number) => [...all, 'mapa', id] as const,
};

export const useClientes = (pagina: number, buscar: string) =>
  useQuery({
    queryKey: keys.lista(pagina, buscar),
    queryFn: ({ signal }) => callData(consulta, { query: { pagina, buscar }, signal }),
    placeholderData: keepPreviousData,
  });

export const useCliente = (id: number) =>
  useQuery({
    queryKey: keys.cliente(id),
    queryFn: ({ signal }) => callData(detalle, { params: { id }, signal }),
    enabled: id > 0,
  });

export const useHorarios = (id: number, abierto: boolean) =>
  useQuery({
    queryKey: keys.horarios(id),
    queryFn: ({ signal }) => callData(horarios, { params: { id }, signal }),
    enabled: id > 0 && abierto,
  });

export const useMapa = (id: number) =>
  useQuery({
    queryKey: keys.mapa(id),
    queryFn: ({ signal }) => callData(mapa, { params: { id }, signal }),
    enabled: id > 0,
  });

const useMutacion = <V>(mutationFn: (vars: V) => Promise<{ message: string }>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: all }) });
};

export const useGuardarDetalle = () => useMutacion((body: GuardaDetalle) => call(guardaDetalle, { body }));

export const useGuardarHorarios = () => useMutacion((body: Horario[]) => call(guardaHorarios, { body }));
