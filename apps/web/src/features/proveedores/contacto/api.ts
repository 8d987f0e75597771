import {
  bancosPorIdMarca,
  contactosPorIdMarca,
  eliminarContacto,
  type GuardarContacto,
  type GuardarCuenta,
  guardarDatosContacto,
  guardarDatosCuentaBanco,
  guardarEnvioCorreo,
  marcasYProveedores,
  obtenerAreas,
  obtenerBancos,
} from '@farmasi/contracts/proveedores/contacto';
import { contactoMessages as m } from '@farmasi/contracts/proveedores/contacto/validar';
import {
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, callData } from '@/api';
import { avisarFallo } from '@/lib/avisarFallo';

const all = ['contacto-proveedores'] as const;
const keys = {
  filas: [...all, 'filas'] as const,
  contactos: (idDet: number) => [...all, 'contactos', idDet] as const,
  cuentas: (idDet: number) => [...all, 'cuentas', idDet] as const,
};

/** Every brand's suppliers (one row per brand and supplier): loaded whole, searched in the browser. */
export const useMarcasProveedores = () =>
  useQuery({ queryKey: keys.filas, queryFn: ({ signal }) => callData(marcasYProveedores, { signal }) });

export const useContactos = (idDet: number) =>
  useQuery({
    queryKey: keys.contactos(idDet),
    queryFn: ({ signal }) =>
      callData(contactosPorIdMarca, {
        params: { idCatProveedoresMarcasDet: idDet, idCatProveedoresMarcasDetContacto: 0 },
        signal,
      }),
  });

/** A failed load is shown by the banks modal itself, as the spec's 'Error al obtener cuentas' (§8). */
export const useCuentas = (idDet: number) =>
  useQuery({
    queryKey: keys.cuentas(idDet),
    queryFn: ({ signal }) =>
      callData(bancosPorIdMarca, {
        params: { idCatProveedoresMarcasDet: idDet, idCatProveedoresMarcasCuentas: 0 },
        signal,
      }),
    meta: { silent: true },
  });

/** The departments and the banks: small catalogues, read once per visit (also by 'Historial'). */
export const areasQuery = queryOptions({
  queryKey: [...all, 'areas'],
  queryFn: ({ signal }) => callData(obtenerAreas, { signal }),
  staleTime: 10 * 60_000,
});

export const bancosQuery = queryOptions({
  queryKey: [...all, 'bancos'],
  queryFn: ({ signal }) => callData(obtenerBancos, { signal }),
  staleTime: 10 * 60_000,
});

export const useAreas = () => useQuery(areasQuery);

export const useBancos = () => useQuery(bancosQuery);

/** Any write reloads the table's counts and the modal's list, whatever the answer (they show what is stored). */
const useEscritura = <V, R>(
  mutationFn: (v: V) => Promise<R>,
  extra: Pick<UseMutationOptions<R, Error, V>, 'meta' | 'onError'> = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: all }),
    ...extra,
  });
};

export const useGuardarContacto = () =>
  useEscritura((body: GuardarContacto) => call(guardarDatosContacto, { body }));

export const useEliminarContacto = () =>
  useEscritura((p: { idDet: number; idContacto: number }) =>
    call(eliminarContacto, {
      params: { idCatProveedoresMarcasDet: p.idDet, idCatProveedoresMarcasDetContacto: p.idContacto },
    }),
  );

export const useGuardarEnvioCorreo = () =>
  useEscritura((body: { idCatProveedoresMarcasDetContacto: number; confirmarPagoCorreo: boolean }) =>
    call(guardarEnvioCorreo, { body }),
  );

/** 002 §8: a save that fails says 'Error al guardar la cuenta bancaria'; a refusal, the server's reason. */
export const useGuardarCuenta = () =>
  useEscritura((body: GuardarCuenta) => call(guardarDatosCuentaBanco, { body }), {
    meta: { silent: true },
    onError: avisarFallo(m.errorGuardarCuenta),
  });
