import {
  guardarVentasTransferencias,
  obtenerVentasTransferencias,
} from '@farmasi/contracts/administracion/control-ventas-transferencias';
import { catalogoSucursales } from '@farmasi/contracts/catalogos/sucursales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['ventas-transferencias'] as const;
const keys = {
  lista: () => [...all, 'lista'] as const,
  sucursales: (buscar: string) => [...all, 'sucursales', buscar] as const,
};

export const useVentasTransferencias = () =>
  useQuery({
    queryKey: keys.lista(),
    queryFn: ({ signal }) => callData(obtenerVentasTransferencias, { signal }),
  });

/** The branch picker's list: every active branch, or those matching the filter. */
export const useSucursales = (buscar: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.sucursales(buscar),
    queryFn: ({ signal }) => callData(catalogoSucursales, { body: { buscar }, signal }),
    enabled,
  });

export const useGuardarVentaTransferencia = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { CodUsuario: number; CodSucursal: number }) =>
      call(guardarVentasTransferencias, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.lista() }),
  });
};
