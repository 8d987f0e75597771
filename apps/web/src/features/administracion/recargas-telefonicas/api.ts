import {
  consultaDatosProveedor,
  guardarDatosProveedor,
  reenviarDatosProveedor,
} from '@farmasi/contracts/administracion/recargas-telefonicas';
import { recargaProveedores } from '@farmasi/contracts/catalogos/catalogos-articulos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['recargas-telefonicas'] as const;
export const recargasKeys = {
  all,
  lista: (CodSucursal: number, IdProveedor: number) => [...all, 'lista', CodSucursal, IdProveedor] as const,
  proveedores: () => [...all, 'proveedores'] as const,
};

export const useDatosProveedores = (CodSucursal: number, IdProveedor: number) =>
  useQuery({
    queryKey: recargasKeys.lista(CodSucursal, IdProveedor),
    queryFn: ({ signal }) =>
      callData(consultaDatosProveedor, {
        body: { CodSucursal, IdProveedor, IdCatRecargasUsuarioSucursal: 0 },
        signal,
      }),
  });

export const useProveedores = () =>
  useQuery({
    queryKey: recargasKeys.proveedores(),
    queryFn: ({ signal }) => callData(recargaProveedores, { signal }),
    staleTime: 10 * 60_000,
  });

export interface GuardarProveedorVars {
  IdCatRecargasUsuarioSucursal: number;
  CodSucursal: number;
  IdProveedor: number;
  Usuario: string;
  PassWord: string;
  IdWebUsuario: number;
}

export const useGuardarProveedor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardarProveedorVars) => call(guardarDatosProveedor, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...all, 'lista'] }),
  });
};

export const useReenviar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { idCatRecargasUsuarioSucursal: number; codSucursal: number }) =>
      call(reenviarDatosProveedor, { params: p }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...all, 'lista'] }),
  });
};
