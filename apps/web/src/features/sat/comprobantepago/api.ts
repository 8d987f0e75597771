import {
  type FacturaPago,
  guardarFacturaPago,
  obtenerComprobantePago,
} from '@farmasi/contracts/sat/comprobantepago';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, callData } from '@/api';
import { comprobantesPagoKeys } from '@/ui/comprobantes-pago/api';

/** Under the receipts' keys: a save or a stamping reloads the invoices too. */
const facturasKey = (fi: string, ff: string) => [...comprobantesPagoKeys.all, 'facturas', fi, ff] as const;

/** The credit invoices with a balance in the range (002 §7 obtener-comprobantepago). */
export const useFacturasConSaldo = (fi: string, ff: string) =>
  useQuery({
    queryKey: facturasKey(fi, ff),
    queryFn: ({ signal }) => callData(obtenerComprobantePago, { body: { fi, ff }, signal }),
    placeholderData: keepPreviousData,
    enabled: Boolean(fi && ff),
  });

/** 'Buscar': asks the server again even for the range shown, and answers the rows. */
export const useBuscarFacturas = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (fi: string, ff: string) =>
      queryClient.fetchQuery({
        queryKey: facturasKey(fi, ff),
        queryFn: ({ signal }) => callData(obtenerComprobantePago, { body: { fi, ff }, signal }),
        staleTime: 0,
      }),
    [queryClient],
  );
};

export interface Pago {
  codCliente: number;
  formaPago: string;
  fechaPago: string;
  facturas: FacturaPago[];
}

/**
 * Saves the receipt, unstamped (002 §7 guardar-facturapago/{codCliente}/{formaPago}/{fecha}/).
 * Silent: the screen shows 'Hubo un error al guardar comprobante de pago' with the reason. The lists
 * reload whatever the answer (002 §8: the list is refreshed).
 */
export const useGuardarPago = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ codCliente, formaPago, fechaPago, facturas }: Pago) =>
      call(guardarFacturaPago, { params: { codCliente, formaPago, fechaPago }, body: facturas }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: comprobantesPagoKeys.all }),
  });
};
