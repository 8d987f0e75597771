import { API_BASE } from '@farmasi/contracts';
import {
  consultarOfertero,
  eliminarOferta,
  type GuardarOferta,
  guardarOferta,
  oferteroMessages as m,
  type Ofertero,
  sitioFlipbook,
} from '@farmasi/contracts/mercadotecnia/ofertero';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, callData, isApiError } from '@/api';
import { enviarArchivo } from '@/lib/upload';

const all = ['ofertero'] as const;

/** Every ofertero (id 0), newest first: a few dozen, searched in the browser. */
export const useOferteros = () =>
  useQuery({
    queryKey: all,
    queryFn: ({ signal }) => callData(consultarOfertero, { params: { id: 0 }, signal }),
  });

/** The flipbook site's address every link must contain (a parameter of the chain). */
export const useSitioFlipbook = () =>
  useQuery({
    queryKey: [...all, 'sitio'],
    queryFn: ({ signal }) => callData(sitioFlipbook, { signal }),
    staleTime: 5 * 60_000,
  });

/** A call that never reached the server gets the spec's network text (001 §8 Oferteros). */
const conTextoDeRed = async <T>(llamada: Promise<T>): Promise<T> => {
  try {
    return await llamada;
  } catch (e) {
    if (isApiError(e) && e.kind === 'network') throw new ApiError('network', m.sinRed);
    throw e;
  }
};

/** Saves the modal: the record as the json field and the new thumbnail, if one was chosen, in one multipart call. */
export const useGuardarOferta = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ datos, miniatura }: { datos: GuardarOferta; miniatura: File | null }) =>
      conTextoDeRed(
        enviarArchivo<Ofertero>(`${API_BASE}${guardarOferta.path}`, miniatura, {
          campos: { json: JSON.stringify(datos) },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};

export const useEliminarOferta = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => conTextoDeRed(call(eliminarOferta, { params: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};
