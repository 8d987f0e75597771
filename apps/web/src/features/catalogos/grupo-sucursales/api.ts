import {
  buscarSucursales,
  ELIMINAR,
  grupos,
  guardarElimina,
  guardarSucursales,
  type Sucursal,
  sucursalesGrupo,
} from '@farmasi/contracts/catalogos/grupo-sucursales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['grupo-sucursales'] as const;
export const grupoKeys = {
  all,
  grupos: () => [...all, 'grupos'] as const,
  sucursales: (idGrupo: number) => [...all, 'sucursales', idGrupo] as const,
  paraAsignar: (idGrupo: number) => [...all, 'para-asignar', idGrupo] as const,
};

export const useGrupos = () =>
  useQuery({ queryKey: grupoKeys.grupos(), queryFn: ({ signal }) => callData(grupos, { signal }) });

/** Branches of the selected group (none selected: nothing is asked). */
export const useSucursalesGrupo = (idGrupo: number | null) =>
  useQuery({
    queryKey: grupoKeys.sucursales(idGrupo ?? 0),
    queryFn: ({ signal }) => callData(sucursalesGrupo, { params: { idGrupo }, signal }),
    enabled: idGrupo !== null,
  });

/** The edit modal's lists: the group's branches (seleccionado) and those in no group. */
export const useSucursalesParaAsignar = (idGrupo: number) =>
  useQuery({
    queryKey: grupoKeys.paraAsignar(idGrupo),
    queryFn: ({ signal }) => callData(buscarSucursales, { params: { idGrupo }, signal }),
    staleTime: 0, // another user may have taken a branch since
  });

/** Every change of a group or its branches refreshes all the screen's lists. */
const useGrupoMutation = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grupoKeys.all }),
  });
};

/** Creates (grupo 0) or renames a group. */
export const useGuardarGrupo = () =>
  useGrupoMutation((body: { grupo: number; nombre: string }) => call(guardarElimina, { body }));

export const useEliminarGrupo = () =>
  useGrupoMutation((idGrupo: number) => call(guardarElimina, { body: { grupo: idGrupo, nombre: ELIMINAR } }));

/** Replaces the group's branches with 'Asignadas'. */
export const useGuardarSucursales = () =>
  useGrupoMutation(({ idGrupo, asignadas }: { idGrupo: number; asignadas: readonly Sucursal[] }) =>
    call(guardarSucursales, {
      params: { idGrupo },
      body: asignadas.map(({ codSucursal, nombre, sucursal }) => ({
        codSucursal,
        nombre,
        sucursal,
        seleccionado: true,
      })),
    }),
  );
