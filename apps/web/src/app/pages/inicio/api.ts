import { conteosInicio } from '@farmasi/contracts/generales/inicio';
import { useQuery } from '@tanstack/react-query';
import { callData } from '@/api';

export const inicioKeys = { conteos: ['inicio', 'conteos'] as const };

/** The waiting work of the user's screens (one call; the server remembers each count ≤ 1 minute). */
export const useConteosInicio = () =>
  useQuery({
    queryKey: inicioKeys.conteos,
    queryFn: ({ signal }) => callData(conteosInicio, { signal }),
    // Coming back to Inicio asks again: the server answers from memory when nothing changed.
    staleTime: 0,
  });
