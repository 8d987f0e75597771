import { categorias, departamentos, secciones } from '@farmasi/contracts/baranetos/catalogos';
import {
  type GuardarDiasDescuentos,
  guardarDiasDescuentos,
  guardarExclusion,
  obtenerCategoriasExcluidos,
  obtenerDepartamentosExcluidos,
  obtenerDiasDescuentos,
  obtenerSeccionesExcluidos,
  obtenerSucursales,
  type TipoExclusion,
  validarExclusion,
} from '@farmasi/contracts/baranetos/dias-descuentos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['dias-descuentos'] as const;
export const diasKeys = {
  all,
  promociones: (sucursal: number, vigencia: number) => [...all, 'promociones', sucursal, vigencia] as const,
  sucursales: () => [...all, 'sucursales'] as const,
  excluidos: (tipo: TipoExclusion) => [...all, 'excluidos', tipo] as const,
};

export const usePromociones = (sucursal: number, vigencia: number) =>
  useQuery({
    queryKey: diasKeys.promociones(sucursal, vigencia),
    queryFn: ({ signal }) =>
      callData(obtenerDiasDescuentos, { params: { id: 0, sucursal, vigencia }, signal }),
  });

export const useSucursalesBaranetos = () =>
  useQuery({
    queryKey: diasKeys.sucursales(),
    queryFn: ({ signal }) => callData(obtenerSucursales, { signal }),
    staleTime: 5 * 60_000,
  });

export const useGuardarPromocion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardarDiasDescuentos) => call(guardarDiasDescuentos, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...all, 'promociones'] }),
  });
};

/** An excluded item as the three tables show it. */
export interface Excluido {
  id: number;
  descripcion: string;
}

const excluidosDe = {
  D: async (signal?: AbortSignal) =>
    (await callData(obtenerDepartamentosExcluidos, { params: { id: 0 }, signal })).map((r) => ({
      id: r.idDepartamento,
      descripcion: r.departamento,
    })),
  S: async (signal?: AbortSignal) =>
    (await callData(obtenerSeccionesExcluidos, { params: { id: 0 }, signal })).map((r) => ({
      id: r.idSeccion,
      descripcion: r.seccion,
    })),
  C: async (signal?: AbortSignal) =>
    (await callData(obtenerCategoriasExcluidos, { params: { id: 0 }, signal })).map((r) => ({
      id: r.idCategoria,
      descripcion: r.categoria,
    })),
} satisfies Record<TipoExclusion, (signal?: AbortSignal) => Promise<Excluido[]>>;

export const useExcluidos = (tipo: TipoExclusion) =>
  useQuery({ queryKey: diasKeys.excluidos(tipo), queryFn: ({ signal }) => excluidosDe[tipo](signal) });

/** The finders search the wholesale catalogue (the sections' and categories' parents shown with them). */
const consultaDe = { D: departamentos.consulta, S: secciones.consulta, C: categorias.consulta } as const;

/** One item a finder offers: a department, or a section or category with its parent's name. */
export interface Excluible {
  id: number;
  descripcion: string;
  padre: string;
}

export const buscarExcluible = async (
  tipo: TipoExclusion,
  texto: string,
  signal: AbortSignal,
): Promise<Excluible[]> =>
  ((await callData(consultaDe[tipo], { params: { texto }, signal })) as Record<string, unknown>[]).map(
    (r) => ({
      id: Number(r.codigo),
      descripcion: String(r.descripcion),
      padre: String(r.departamento ?? r.seccion ?? ''),
    }),
  );

/** Adds an exclusion after the server's duplicate check (003 §4: validated, then status A). */
export const useExcluir = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tipo, id }: { tipo: TipoExclusion; id: number }) => {
      await call(validarExclusion, { params: { codigo: id, tipo } });
      return call(guardarExclusion, { body: { tipo, id, estatus: 'A' } });
    },
    onSettled: (_data, _error, { tipo }) =>
      queryClient.invalidateQueries({ queryKey: diasKeys.excluidos(tipo) }),
  });
};

/** Removes an exclusion (status C). */
export const useQuitarExclusion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tipo, id }: { tipo: TipoExclusion; id: number }) =>
      call(guardarExclusion, { body: { tipo, id, estatus: 'C' } }),
    onSuccess: (_data, { tipo }) => queryClient.invalidateQueries({ queryKey: diasKeys.excluidos(tipo) }),
  });
};
