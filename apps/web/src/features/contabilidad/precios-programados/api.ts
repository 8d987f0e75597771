import { proveedores } from '@farmasi/contracts/catalogos/catalogos-articulos';
import {
  type GuardarPrecios,
  guardarPreciosProgramados,
  marcasDeProveedor,
  preciosArticulos,
  preciosPendientes,
} from '@farmasi/contracts/contabilidad/precios-programados';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['precios-programados'] as const;

/** The active suppliers (002 §7 'supplier catalogue', codigo and descripcion): the select lists them on open. */
export const useProveedores = () =>
  useQuery({
    queryKey: [...all, 'proveedores'],
    queryFn: ({ signal }) => callData(proveedores, { signal }),
    staleTime: 5 * 60_000,
  });

export const useMarcasDeProveedor = (codProveedor: number) =>
  useQuery({
    queryKey: [...all, 'marcas', codProveedor],
    queryFn: ({ signal }) => callData(marcasDeProveedor, { params: { codProveedor }, signal }),
    enabled: codProveedor > 0,
  });

export const usePreciosArticulos = (codProveedor: number, idMarca: number) =>
  useQuery({
    queryKey: [...all, 'articulos', codProveedor, idMarca],
    queryFn: ({ signal }) => callData(preciosArticulos, { params: { codProveedor, idMarca }, signal }),
    enabled: codProveedor > 0,
  });

export const usePreciosPendientes = (abierto: boolean) =>
  useQuery({
    queryKey: [...all, 'pendientes'],
    queryFn: ({ signal }) => callData(preciosPendientes, { signal }),
    enabled: abierto,
  });

/** A save reloads the table and the pending list whatever the answer (they show what is stored). */
export const useGuardarPrecios = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardarPrecios) => call(guardarPreciosProgramados, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};
