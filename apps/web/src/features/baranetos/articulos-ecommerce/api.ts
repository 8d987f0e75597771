import {
  consultaEcommerce,
  editarEcommerce,
  eliminarEcommerce,
  type GuardarEcommerce,
  guardarEcommerce,
  traeArticulos,
  variantesEcommerce,
} from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['articulos-ecommerce'] as const;
export const ecommerceKeys = {
  all,
  lista: (idVariante: number) => [...all, 'lista', idVariante] as const,
  variantes: () => [...all, 'variantes'] as const,
  principal: (id: number) => [...all, 'principal', id] as const,
};

export const usePrincipales = (idVariante: number) =>
  useQuery({
    queryKey: ecommerceKeys.lista(idVariante),
    queryFn: ({ signal }) => callData(consultaEcommerce, { params: { idVariante }, signal }),
  });

export const useTiposVariante = () =>
  useQuery({
    queryKey: ecommerceKeys.variantes(),
    queryFn: ({ signal }) => callData(variantesEcommerce, { params: {}, signal }),
    staleTime: 10 * 60_000,
  });

export const usePrincipal = (id: number) =>
  useQuery({
    queryKey: ecommerceKeys.principal(id),
    queryFn: ({ signal }) => callData(traeArticulos, { params: { idPrincipal: id }, signal }),
    enabled: id > 0,
    staleTime: 0,
  });

const useEcommerceMutation = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: all }) });
};

/** guardar for a new principal, editar for a persisted one (003 §7). */
export const useGuardarEcommerce = () =>
  useEcommerceMutation((body: GuardarEcommerce) =>
    call(body.idCatArticulosArticuloPrincipal > 0 ? editarEcommerce : guardarEcommerce, { body }),
  );

export const useEliminarEcommerce = () =>
  useEcommerceMutation((id: number) => call(eliminarEcommerce, { params: { id } }));
