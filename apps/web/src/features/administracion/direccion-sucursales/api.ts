import {
  codigoPostal,
  consulta,
  eliminar,
  type GuardarDireccion,
  guardar,
} from '@farmasi/contracts/administracion/direccion-sucursales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['direccion-sucursales'] as const;
const keys = {
  consulta: () => [...all, 'consulta'] as const,
  codigoPostal: (cp: string) => [...all, 'cp', cp] as const,
};

export const useDirecciones = () =>
  useQuery({
    queryKey: keys.consulta(),
    queryFn: ({ signal }) => callData(consulta, { body: { codSucursal: 0 }, signal }),
  });

/** Colonies of a complete postal code; a code without any answers the spec's warning. */
export const useColonias = (cp: string) =>
  useQuery({
    queryKey: keys.codigoPostal(cp),
    queryFn: ({ signal }) => callData(codigoPostal, { params: { cp }, signal }),
    enabled: /^\d{5}$/.test(cp),
    staleTime: 10 * 60_000,
  });

const useDireccionMutation = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.consulta() }),
  });
};

export const useGuardarDireccion = () =>
  useDireccionMutation((body: GuardarDireccion) => call(guardar, { body }));

export const useEliminarDireccion = () =>
  useDireccionMutation((body: { codSucursal: number; tipo: number }) => call(eliminar, { body }));
