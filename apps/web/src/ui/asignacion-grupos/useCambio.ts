import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { call } from '@/api';

/** Every change refreshes all of the screen's lists. */
export const useCambio = <V>(key: string, mutationFn: (vars: V) => ReturnType<typeof call>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }) });
};
