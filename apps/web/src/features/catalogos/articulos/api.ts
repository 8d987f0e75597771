import * as c from '@farmasi/contracts/catalogos/articulos';
import type { Costo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import * as cat from '@farmasi/contracts/catalogos/catalogos-articulos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';
import { articuloKeys } from '@/ui/articulo/api';

/** S06's own calls: supplier costs and their branches, product groups, stock per branch. */
export const useSucursalesCosto = (id: number) =>
  useQuery({
    queryKey: articuloKeys.sucursalesCosto(id),
    queryFn: ({ signal }) => callData(c.sucursalesDeCosto, { params: { id }, signal }),
    enabled: id > 0,
    staleTime: 0,
  });

const useInvalidating = <V, R>(mutationFn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: articuloKeys.all }) });
};

export const useGuardarCosto = () => useInvalidating((body: Costo) => call(c.guardarCosto, { body }));

export const useEliminarCosto = () =>
  useInvalidating((id: number) =>
    call(c.eliminarCosto, { body: { idCatArticulosProveedoresCostosEnc: id } }),
  );

export const useGuardarSucursalesCosto = () =>
  useInvalidating(
    ({
      id,
      lista,
    }: {
      id: number;
      lista: { codSucursal: number; seleccionado: boolean; tipoDocumento: number }[];
    }) => call(c.guardarSucursalesCosto, { params: { id }, body: lista }),
  );

export const useGrupos = (formula: number) =>
  useQuery({
    queryKey: articuloKeys.grupos(formula),
    queryFn: ({ signal }) => callData(c.consultarGrupo, { params: { id: formula }, signal }),
    enabled: formula > 0,
    staleTime: 0,
  });

type GrupoBody = { codFormula: number; grupo: number; codArticuloFarmasi: number };

export const useGrupoAccion = (accion: 'guardar' | 'eliminar' | 'principal') =>
  useInvalidating((body: GrupoBody) =>
    call(
      accion === 'guardar' ? c.guardarGrupo : accion === 'eliminar' ? c.eliminarGrupo : c.marcarPrincipal,
      {
        body,
      },
    ),
  );

export const useExistencia = (cod: number) =>
  useQuery({
    queryKey: articuloKeys.existencia(cod),
    queryFn: ({ signal }) => callData(c.existenciaSucursales, { params: { codigo: cod }, signal }),
    enabled: cod > 0,
    staleTime: 0,
  });

export const useProveedoresDeMarca = (marca: number) =>
  useQuery({
    queryKey: [...articuloKeys.all, 'proveedores-marca', marca],
    queryFn: ({ signal }) => callData(cat.proveedoresDeMarca, { params: { codigo: marca }, signal }),
    enabled: marca > 0,
  });
