import { API_BASE } from '@farmasi/contracts';
import {
  actualizarOrden,
  configuracionImagenes,
  consultaImagenes,
  eliminarImagen,
  guardarImagen,
  type ImagenArticulo,
} from '@farmasi/contracts/baranetos/imagenesarticulos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';
import { enviarArchivo } from '@/lib/upload';

const all = ['imagenesarticulos'] as const;
const keyDe = (codArticulo: number) => [...all, codArticulo] as const;

export const useImagenes = (codArticulo: number | null) =>
  useQuery({
    queryKey: keyDe(codArticulo ?? 0),
    queryFn: ({ signal }) =>
      callData(consultaImagenes, { params: { codArticulo: codArticulo ?? 0 }, signal }),
    enabled: codArticulo !== null,
  });

export const useTamanoMaximo = () =>
  useQuery({
    queryKey: [...all, 'configuracion'],
    queryFn: ({ signal }) => callData(configuracionImagenes, { signal }),
    staleTime: 5 * 60_000,
  });

/** One file of an upload (one call per file), with its progress; the list reloads at the end. */
export const subirImagen = (
  archivo: File,
  datos: { codArticulo: number; descripcion: string },
  onProgreso: (fraccion: number) => void,
) =>
  enviarArchivo<ImagenArticulo>(`${API_BASE}${guardarImagen.path}`, archivo, {
    campos: { json: JSON.stringify(datos) },
    onProgreso,
  });

export const useRecargarImagenes = () => {
  const queryClient = useQueryClient();
  return (codArticulo: number) => queryClient.invalidateQueries({ queryKey: keyDe(codArticulo) });
};

const useCambio = <V>(fn: (v: V) => ReturnType<typeof call<typeof eliminarImagen>>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (answer) => {
      const [primera] = answer.data ?? [];
      if (primera) queryClient.setQueryData(keyDe(primera.codArticulo), answer.data);
      void queryClient.invalidateQueries({ queryKey: all });
    },
  });
};

export const useEliminarImagen = () => useCambio((id: number) => call(eliminarImagen, { params: { id } }));

export const useGuardarOrden = () =>
  useCambio((lista: { idCatArticulosImagenes: number; orden: number }[]) =>
    call(actualizarOrden, { body: lista }),
  );
