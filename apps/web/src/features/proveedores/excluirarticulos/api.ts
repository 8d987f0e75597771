import { proveedores } from '@farmasi/contracts/catalogos/catalogos-articulos';
import { marcasDeProveedor } from '@farmasi/contracts/contabilidad/precios-programados';
import {
  type CambioExclusion,
  consultarArticulosExcluir,
  consultarSucursalesExcluir,
  guardarExclusiones,
} from '@farmasi/contracts/proveedores/excluirarticulos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['excluirarticulos'] as const;

/** The active suppliers (002 §7 'supplier catalogue', codigo and descripcion), the same call as S25. */
export const useProveedores = () =>
  useQuery({
    queryKey: [...all, 'proveedores'],
    queryFn: ({ signal }) => callData(proveedores, { signal }),
    staleTime: 5 * 60_000,
  });

/** The brands a supplier sells (002 §7 'brands per supplier'), the same call as S25. */
export const useMarcas = (codProveedor: number) =>
  useQuery({
    queryKey: [...all, 'marcas', codProveedor],
    queryFn: ({ signal }) => callData(marcasDeProveedor, { params: { codProveedor }, signal }),
    enabled: codProveedor > 0,
  });

export const useArticulos = (codProveedor: number, idMarca: number) =>
  useQuery({
    queryKey: [...all, 'articulos', codProveedor, idMarca],
    queryFn: ({ signal }) =>
      callData(consultarArticulosExcluir, { params: { codProveedor, idMarca }, signal }),
    enabled: codProveedor > 0 && idMarca > 0,
  });

export const useSucursales = (codProveedor: number, idMarca: number, codArticulo: number) =>
  useQuery({
    queryKey: [...all, 'sucursales', codProveedor, idMarca, codArticulo],
    queryFn: ({ signal }) =>
      callData(consultarSucursalesExcluir, { params: { codProveedor, idMarca, codArticulo }, signal }),
    enabled: codProveedor > 0 && idMarca > 0 && codArticulo > 0,
  });

/** A save reloads the article's branches and the articles' counts before it ends (they show what is stored). */
export const useGuardarExclusiones = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CambioExclusion[]) => call(guardarExclusiones, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};
