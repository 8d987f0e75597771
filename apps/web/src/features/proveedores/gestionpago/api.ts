import { API_BASE } from '@farmasi/contracts';
import {
  confirmarPago,
  cuentasBanco,
  detallePago,
  documentosAPagar,
  generarRecibo,
  pagosEnProceso,
  procesoPago,
} from '@farmasi/contracts/proveedores/gestionpago';
import type {
  ComprobanteDatos,
  PagosFiltro,
  ProcesoPago,
} from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';
import { enviarArchivo } from '@/lib/upload';

const all = ['gestionpago'] as const;

/** Step 1: the invoices and the credit notes to pay (the whole list; the screen filters it). */
export const useDocumentosAPagar = () =>
  useQuery({
    queryKey: [...all, 'documentos'],
    queryFn: ({ signal }) => callData(documentosAPagar, { signal }),
  });

/** Step 2: the payments of a status and payment-date range. */
export const usePagos = (filtro: PagosFiltro) =>
  useQuery({
    queryKey: [...all, 'pagos', filtro],
    queryFn: ({ signal }) => callData(pagosEnProceso, { body: filtro, signal }),
    placeholderData: keepPreviousData,
  });

export const useDetallePago = (
  pago: { idFacturasProveedoresPagoEnc: number; idCatProveedoresMarcasDet: number } | null,
) =>
  useQuery({
    queryKey: [...all, 'detalle', pago?.idFacturasProveedoresPagoEnc],
    queryFn: ({ signal }) => callData(detallePago, { params: pago!, signal }),
    enabled: pago !== null,
    staleTime: 0,
  });

/** The brand supplier's bank accounts (the detail's 'Cuenta', the history's account names). */
export const cuentasQuery = (idCatProveedoresMarcasDet: number) => ({
  queryKey: [...all, 'cuentas', idCatProveedoresMarcasDet],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callData(cuentasBanco, { params: { idCatProveedoresMarcasDet }, signal }),
});

export const useCuentasBanco = (idCatProveedoresMarcasDet: number | null) =>
  useQuery({
    ...cuentasQuery(idCatProveedoresMarcasDet ?? 0),
    enabled: idCatProveedoresMarcasDet !== null,
    staleTime: 0,
  });

/** 'Proceso de pago': both steps' lists reload whatever the answer (they show what is stored). */
export const useProcesoPago = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcesoPago) => call(procesoPago, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};

/** 'Notificar pago a proveedor': the record as the form's json, the proof (optional) as its file. */
export const useNotificarPago = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ datos, archivo }: { datos: ComprobanteDatos; archivo: File | null }) =>
      enviarArchivo<unknown>(`${API_BASE}${confirmarPago.path}`, archivo, {
        campos: { json: JSON.stringify(datos) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};

/** The counter-receipt: its PDF in base64 and its file name. */
export const useContrarecibo = () =>
  useMutation({
    mutationFn: (idFacturasProveedoresPagoEnc: number) =>
      callData(generarRecibo, { params: { idFacturasProveedoresPagoEnc } }),
  });
