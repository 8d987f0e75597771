import {
  consultarDiasInventarioFamilia,
  familiasDias,
  type GuardarDiasInventario,
  guardarDiasInventarioFamilia,
} from '@farmasi/contracts/catalogos/dias-inventario-familia';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['dias-inventario-familia'] as const;
export const diasKeys = {
  all,
  familias: () => [...all, 'familias'] as const,
  lista: (codSucursal: number, codFamilia: number) => [...all, 'lista', codSucursal, codFamilia] as const,
};

export const useFamilias = () =>
  useQuery({
    queryKey: diasKeys.familias(),
    queryFn: ({ signal }) => callData(familiasDias, { signal }),
    staleTime: 5 * 60_000,
  });

/** Every branch × family pair of the filters (0 = Todas), loaded whole: the table pages it. */
export const useDiasInventario = (codSucursal: number, codFamilia: number) =>
  useQuery({
    queryKey: diasKeys.lista(codSucursal, codFamilia),
    queryFn: ({ signal }) =>
      callData(consultarDiasInventarioFamilia, { params: { codSucursal, codFamilia }, signal }),
  });

export const useGuardarDias = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardarDiasInventario) => call(guardarDiasInventarioFamilia, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...all, 'lista'] }),
  });
};
