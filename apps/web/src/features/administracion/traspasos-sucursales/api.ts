import {
  type ConsultaTraspasos,
  consultaTraspasos,
  conTraspasosDetalle,
  recibirTraspaso,
} from '@farmasi/contracts/administracion/traspasos-sucursales';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['traspasos-sucursales'] as const;
export const traspasosKeys = {
  all,
  lista: (body: Omit<ConsultaTraspasos, 'PageLoad'>) => [...all, 'lista', body] as const,
  detalle: (id: string) => [...all, 'detalle', id] as const,
};

/**
 * One page of the list. PageLoad is sent on the screen's first query only; the answer keeps the
 * server's message, which the screen shows when nothing was found.
 */
export const useTraspasos = (body: Omit<ConsultaTraspasos, 'PageLoad'>, primeraCarga: { current: boolean }) =>
  useQuery({
    queryKey: traspasosKeys.lista(body),
    queryFn: async ({ signal }) => {
      const pageLoad = primeraCarga.current;
      primeraCarga.current = false;
      const answer = await call(consultaTraspasos, { body: { ...body, PageLoad: pageLoad }, signal });
      return { ...(answer.data ?? { traspasos: [], totalRegistros: 0 }), message: answer.message, pageLoad };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useDetalle = (id: string | null) =>
  useQuery({
    queryKey: traspasosKeys.detalle(id ?? ''),
    queryFn: ({ signal }) => callData(conTraspasosDetalle, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });

export const useRecibir = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { SIdTraspasosSucursalesEnc: string; UsuarioRecibio: number }) =>
      call(recibirTraspaso, { body }),
    // Refused too (received meanwhile in another tab or by another user): the list is asked again,
    // so the row shows its real status and loses its Recibir button.
    onSettled: () => queryClient.invalidateQueries({ queryKey: traspasosKeys.all }),
  });
};
