import {
  cuentasContables,
  type GuardarCuentaEmpresa,
  type GuardarCuentaSucursal,
  guardarCuentaEmpresa,
  guardarCuentaSucursal,
} from '@farmasi/contracts/contabilidad/cuentas-contables';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['cuentas-contables'] as const;

export const useCuentasContables = () =>
  useQuery({ queryKey: all, queryFn: ({ signal }) => callData(cuentasContables, { signal }) });

/** Saves reload both tables whatever the answer (the list shows what is stored). */
const useGuardar = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: all }) });
};

export const useGuardarCuentaEmpresa = () =>
  useGuardar((body: GuardarCuentaEmpresa) => call(guardarCuentaEmpresa, { body }));

export const useGuardarCuentaSucursal = () =>
  useGuardar((body: GuardarCuentaSucursal) => call(guardarCuentaSucursal, { body }));
