import {
  configuracionPago,
  generarPdfPago,
  guardarCfdPagos,
  obtenerSeriePago,
  obtenerXmlPago,
  type PendienteTimbrar,
  pendienteTimbrar,
  timbrarPago,
} from '@farmasi/contracts/sat/comprobantepago';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, callData } from '@/api';

/**
 * The payment receipts' calls both screens make (S36 generation and its pending receipts, S37
 * reprint): the receipts' list, the series, the test-mode flag, stamping, the PDF and the XML.
 */
export const comprobantesPagoKeys = {
  all: ['comprobantes-pago'] as const,
  lista: (body: PendienteTimbrar) => ['comprobantes-pago', 'lista', body] as const,
};

/** Whether stamping is in test mode (no fiscal value): both screens say so. */
export const useConfiguracionPago = () =>
  useQuery({
    queryKey: [...comprobantesPagoKeys.all, 'configuracion'],
    queryFn: ({ signal }) => callData(configuracionPago, { signal }),
    staleTime: 5 * 60_000,
  });

export const useSeriesPago = () =>
  useQuery({
    queryKey: [...comprobantesPagoKeys.all, 'series'],
    queryFn: ({ signal }) => callData(obtenerSeriePago, { signal }),
    staleTime: 5 * 60_000,
  });

/** The receipts issued in a range (002 §7 pendiente-timbrar), the previous list kept while the next loads. */
export const useComprobantesPago = (body: PendienteTimbrar, enabled = true) =>
  useQuery({
    queryKey: comprobantesPagoKeys.lista(body),
    queryFn: ({ signal }) => callData(pendienteTimbrar, { body, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** 'Buscar': asks the server again even for the search shown, and answers the rows (to say none were found). */
export const useBuscarComprobantes = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (body: PendienteTimbrar) =>
      queryClient.fetchQuery({
        queryKey: comprobantesPagoKeys.lista(body),
        queryFn: ({ signal }) => callData(pendienteTimbrar, { body, signal }),
        staleTime: 0,
      }),
    [queryClient],
  );
};

/**
 * Stamps one receipt (002 §7 timbrar-pago). Silent: the screens show the spec's 'Hubo un error al
 * generar la factura' with the PAC's message themselves. The lists reload whatever the answer.
 */
export const useTimbrarPago = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idPago: number) => call(timbrarPago, { params: { idPago } }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: comprobantesPagoKeys.all }),
  });
};

/** Stamps several pending receipts (002 §7 guardar-cfdpagos), each with its own answer. */
export const useTimbrarVarios = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callData(guardarCfdPagos, { body: ids.map((idPago) => ({ idPago })), timeoutMs: 600_000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: comprobantesPagoKeys.all }),
  });
};

/** The stamped receipt's PDF, base64 (002 §7 generar-pdf). */
export const usePdfPago = () =>
  useMutation({ mutationFn: (idPago: number) => callData(generarPdfPago, { params: { idPago } }) });

/** The stamped XML (obtener-xmlpago). */
export const useXmlPago = () =>
  useMutation({ mutationFn: (idPago: number) => callData(obtenerXmlPago, { params: { idPago } }) });
