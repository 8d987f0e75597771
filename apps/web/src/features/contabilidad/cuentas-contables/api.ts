import {
  cuentasContables,
  type GuardarCuentaEmpresa,
  type GuardarCuentaSucursal,
  guardarCuentaEmpresa,
  guardarCuentaSucursal,
  cuentasContablesMessages as m,
} from '@farmasi/contracts/contabilidad/cuentas-contables';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';
import { avisarFallo } from '@/lib/avisarFallo';

const all = ['cuentas-contables'] as const;

/** A failed load is shown by the page itself, as the spec's 'Error al obtener cuentas'. */
export const useCuentasContables = () =>
  useQuery({
    queryKey: all,
    queryFn: ({ signal }) => callData(cuentasContables, { signal }),
    meta: { silent: true },
  });

/** Saves reload both tables whatever the answer (the list shows what is stored). */
const useGuardar = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onError: avisarFallo(m.errorGuardar),
    onSettled: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};

export const useGuardarCuentaEmpresa = () =>
  useGuardar((body: GuardarCuentaEmpresa) => call(guardarCuentaEmpresa, { body }));

export const useGuardarCuentaSucursal = () =>
  useGuardar((body: GuardarCuentaSucursal) => call(guardarCuentaSucursal, { body }));
