import { conteosInicio, ventasInicio } from '@farmasi/contracts/generales/inicio';
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

/** The chain's sales by zone and day (only asked when the user's menu has the screen that grants it). */
export const useVentasInicio = (habilitado: boolean) =>
  useQuery({
    queryKey: ['inicio', 'ventas'],
    queryFn: ({ signal }) => callData(ventasInicio, { signal }),
    enabled: habilitado,
    staleTime: 60_000,
  });
