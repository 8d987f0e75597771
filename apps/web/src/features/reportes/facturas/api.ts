import {
  type ConsultaFacturasReporte,
  consultaFacturasReporte,
  detalleFacturaReporte,
} from '@farmasi/contracts/reportes/facturas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callData } from '@/api';

const all = ['reportes-facturas'] as const;
export const facturasReporteKeys = {
  all,
  lista: (body: ConsultaFacturasReporte) => [...all, 'lista', body] as const,
  detalle: (idFactura: number) => [...all, 'detalle', idFactura] as const,
};

/**
 * One page of the invoices that differ from their cut (003 §7 POST /reportes/facturas/); the
 * previous page stays while the next one loads.
 */
export const useFacturasReporte = (body: ConsultaFacturasReporte) =>
  useQuery({
    queryKey: facturasReporteKeys.lista(body),
    queryFn: ({ signal }) => callData(consultaFacturasReporte, { body, signal }),
    placeholderData: keepPreviousData,
    // 'Consultar' always asks the server (useConsultar); pages and Back read what it answered.
    staleTime: 60_000,
  });

/**
 * 'Consultar': asks the server for the search's first page even when the same search is shown (an
 * invoice may have been stamped meanwhile) and answers it, so that the screen can say that nothing
 * was found; the list then shows it from the cache.
 */
export const useConsultar = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (body: ConsultaFacturasReporte) =>
      queryClient.fetchQuery({
        queryKey: facturasReporteKeys.lista(body),
        queryFn: ({ signal }) => callData(consultaFacturasReporte, { body, signal }),
        staleTime: 0,
      }),
    [queryClient],
  );
};

/** The detail of one invoice (003 §7 GET /reportes/facturas-detalle/{idFactura}). */
export const useDetalleFactura = (idFactura: number | null) =>
  useQuery({
    queryKey: facturasReporteKeys.detalle(idFactura ?? 0),
    queryFn: ({ signal }) =>
      callData(detalleFacturaReporte, { params: { idFactura: idFactura ?? 0 }, signal }),
    enabled: idFactura !== null,
  });
