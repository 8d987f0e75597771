import {
  eliminarPostulante,
  eliminarVacante,
  type GuardarVacante,
  guardarActualizarVacante,
  obtenerPostulantesVacante,
  obtenerVacantes,
  sucursalesInfo,
} from '@farmasi/contracts/administracion/bolsa-de-trabajo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['bolsa-de-trabajo'] as const;
export const bolsaKeys = {
  all,
  vacantes: () => [...all, 'vacantes'] as const,
  postulantes: (idVacante: number) => [...all, 'postulantes', idVacante] as const,
  sucursales: () => [...all, 'sucursales-info'] as const,
};

export const useVacantes = () =>
  useQuery({
    queryKey: bolsaKeys.vacantes(),
    queryFn: ({ signal }) => callData(obtenerVacantes, { signal }),
  });

/** The branches' states and localities: change rarely, kept 10 minutes. */
export const useSucursalesInfo = () =>
  useQuery({
    queryKey: bolsaKeys.sucursales(),
    queryFn: ({ signal }) => callData(sucursalesInfo, { signal }),
    staleTime: 10 * 60_000,
  });

export const postulantesQuery = (idVacante: number) => ({
  queryKey: bolsaKeys.postulantes(idVacante),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callData(obtenerPostulantesVacante, { params: { idVacante }, signal }),
});

export const usePostulantes = (idVacante: number) => useQuery(postulantesQuery(idVacante));

export const useGuardarVacante = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardarVacante) => call(guardarActualizarVacante, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bolsaKeys.vacantes() }),
  });
};

export const useEliminarVacante = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idVacante: number) => call(eliminarVacante, { body: { idVacante } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bolsaKeys.vacantes() }),
  });
};

export const useEliminarPostulante = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { idControlVacantesPostulantes: number; idVacante: number }) =>
      call(eliminarPostulante, { body }),
    onSuccess: (_, { idVacante }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bolsaKeys.postulantes(idVacante) }),
        queryClient.invalidateQueries({ queryKey: bolsaKeys.vacantes() }),
      ]),
  });
};
