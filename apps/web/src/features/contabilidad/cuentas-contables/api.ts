import {
  cuentasContables,
  type GuardarCuentaEmpresa,
  type GuardarCuentaSucursal,
  guardarCuentaEmpresa,
  guardarCuentaSucursal,
  cuentasContablesMessages as m,
} from '@farmasi/contracts/contabilidad/cuentas-contables';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData, dialogFor, isApiError, markReported } from '@/api';
import { errorDialog, warningDialog } from '@/ui/dialogs';

const all = ['cuentas-contables'] as const;

/**
 * 002 §8 for a save: a refusal (value false) or a checked field (400) shows the server's message;
 * any other failure (no connection, no answer, a server fault) 'Error al guardar la cuenta contable'.
 */
const avisarFallo = (textoError: string) => (error: unknown) => {
  markReported(error); // an action awaiting this call does not show it again
  const dialog = dialogFor(error);
  if (!dialog) return;
  if (isApiError(error) && (error.kind === 'rejected' || (error.kind === 'status' && error.status < 500)))
    void warningDialog(error.message);
  else void errorDialog(textoError);
};

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
