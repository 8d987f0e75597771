import { obtenerTicket } from '@farmasi/contracts/proveedores/detalle-ticket-proveedor';
import { useQuery } from '@tanstack/react-query';
import { callData } from '@/api';

/**
 * The order's ticket by its ticket token, without a session (a public page: no Bearer token and no
 * renewal). The page shows a failure itself, in place of the ticket.
 */
export const useTicket = (id: string) =>
  useQuery({
    queryKey: ['detalle-ticket-proveedor', id],
    queryFn: ({ signal }) => callData(obtenerTicket, { params: { id }, signal, auth: false }),
    enabled: id !== '',
    meta: { silent: true },
    staleTime: 60_000,
  });
