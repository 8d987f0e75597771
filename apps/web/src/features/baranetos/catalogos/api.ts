import type { NombreNivel } from '@farmasi/contracts/baranetos/catalogos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';
import { type Item, niveles } from './niveles';

const all = ['baranetos-catalogos'] as const;
export const catalogoKeys = {
  all,
  consulta: (nivel: NombreNivel, texto: string) => [...all, nivel, texto] as const,
};

/** One row shape for the three levels: the parent's key and name are named per level in the contract. */
const toItem = (row: Record<string, unknown>): Item => ({
  codigo: Number(row.codigo),
  descripcion: String(row.descripcion),
  idPadre: Number(row.IdDepartamento ?? row.IdSeccion ?? 0),
  padre: String(row.departamento ?? row.seccion ?? ''),
});

export const consultarNivel = async (nivel: NombreNivel, texto: string, signal?: AbortSignal) =>
  (
    (await callData(niveles[nivel].calls.consulta, { params: { texto }, signal })) as Record<
      string,
      unknown
    >[]
  ).map(toItem);

/** A level's list; `nivel` null asks for nothing (a department has no parent list to choose from). */
export const useConsulta = (nivel: NombreNivel | null, texto: string) =>
  useQuery({
    queryKey: catalogoKeys.consulta(nivel ?? 'departamentos', texto),
    queryFn: ({ signal }) => consultarNivel(nivel ?? 'departamentos', texto, signal),
    enabled: nivel !== null,
  });

/** A change in any level refreshes every level (parents' names appear in the children's lists). */
export const useGuardarNivel = (nivel: NombreNivel) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Omit<Item, 'padre'>) => {
      const { calls } = niveles[nivel];
      const body =
        nivel === 'departamentos'
          ? { codigo: item.codigo, descripcion: item.descripcion }
          : nivel === 'secciones'
            ? { codigo: item.codigo, descripcion: item.descripcion, IdDepartamento: item.idPadre }
            : { codigo: item.codigo, descripcion: item.descripcion, IdSeccion: item.idPadre };
      return call(calls.guardar, { body } as never);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};

export const useEliminarNivel = (nivel: NombreNivel) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(niveles[nivel].calls.eliminar, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};
