import {
  consultaDomicilios,
  consultaEstados,
  consultaMedicos,
  consultaRegistros,
  type DomicilioInput,
  eliminarDomicilio,
  MEDICOS_TAMANO_PAGINA,
  type ModificarDatos,
  modificarDatos,
  modificarDomicilio,
} from '@farmasi/contracts/administracion/domicilios-medicos-antibioticos';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['medicos'] as const;
const keys = {
  medicos: (pagina: number, buscar: string) => [...all, 'medicos', pagina, buscar] as const,
  registros: (buscar: string) => [...all, 'registros', buscar] as const,
  domicilios: (idMedico: number) => [...all, 'domicilios', idMedico] as const,
  estados: () => [...all, 'estados'] as const,
};

const silent = { silent: true } as const;

export const useMedicos = (pagina: number, buscar: string) =>
  useQuery({
    queryKey: keys.medicos(pagina, buscar),
    queryFn: ({ signal }) =>
      callData(consultaMedicos, {
        body: { pagina, tamanoPagina: MEDICOS_TAMANO_PAGINA, idMedico: 0, buscar },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const useTotalMedicos = (buscar: string) =>
  useQuery({
    queryKey: keys.registros(buscar),
    queryFn: ({ signal }) => callData(consultaRegistros, { body: { idMedico: 0, buscar }, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const useDomicilios = (idMedico: number) =>
  useQuery({
    queryKey: keys.domicilios(idMedico),
    queryFn: ({ signal }) => callData(consultaDomicilios, { body: { idMedico }, signal }),
    meta: silent,
  });

export const useEstados = () =>
  useQuery({
    queryKey: keys.estados(),
    queryFn: ({ signal }) => callData(consultaEstados, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

const useMedicosMutation = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: silent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};

export const useModificarDatos = () =>
  useMedicosMutation((body: ModificarDatos) => call(modificarDatos, { body }));

export const useModificarDomicilio = () =>
  useMedicosMutation((body: DomicilioInput) => call(modificarDomicilio, { body }));

export const useEliminarDomicilio = () =>
  useMedicosMutation(
    (body: { idCatAntibioticosDomicilios: number; idCatAntibioticosMedicos: number; idUsuario?: number }) =>
      call(eliminarDomicilio, { body }),
  );
