import {
  type ConsultaFacturas,
  consultaFacturas,
  obtenerEstatusFacturas,
} from '@farmasi/contracts/proveedores/facturasenrevision';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callData } from '@/api';

const all = ['facturasenrevision'] as const;
export const facturasKeys = {
  all,
  estatus: [...all, 'estatus'] as const,
  lista: (body: ConsultaFacturas) => [...all, 'lista', body] as const,
};

/** The server's invoice statuses for the status filter (002 §7 Facturas/ObtenerEstatus). */
export const useEstatusFacturas = () =>
  useQuery({
    queryKey: facturasKeys.estatus,
    queryFn: ({ signal }) => callData(obtenerEstatusFacturas, { signal }),
    staleTime: 5 * 60_000,
  });

/** One page of the filtered invoices; the previous page stays while the next one loads. */
export const useFacturas = (body: ConsultaFacturas) =>
  useQuery({
    queryKey: facturasKeys.lista(body),
    queryFn: ({ signal }) => callData(consultaFacturas, { body, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
