import {
  type AgregarServicio,
  agregarServicio,
  COLUMNA_TIPOS,
  consultaListado,
  eliminarServicio,
  type ModificarServicio,
  modificarServicio,
  restaurarServicio,
  TABLA_TIPOS,
  tiposServicios,
} from '@farmasi/contracts/catalogos/costos-servicios-medicos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['costos-servicios-medicos'] as const;
export const serviciosKeys = {
  all,
  lista: () => [...all, 'lista'] as const,
  tipos: () => [...all, 'tipos'] as const,
};

export const useServicios = () =>
  useQuery({
    queryKey: serviciosKeys.lista(),
    queryFn: ({ signal }) => callData(consultaListado, { body: {}, signal }),
  });

export const useTiposServicio = () =>
  useQuery({
    queryKey: serviciosKeys.tipos(),
    queryFn: ({ signal }) =>
      callData(tiposServicios, { params: { tabla: TABLA_TIPOS, columna: COLUMNA_TIPOS }, signal }),
    staleTime: 5 * 60_000,
  });

/** A write of the screen: the list reloads after it. */
const useEscritura = <B>(fn: (body: B) => ReturnType<typeof call>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviciosKeys.lista() }),
  });
};

export const useAgregarServicio = () =>
  useEscritura((body: AgregarServicio) => call(agregarServicio, { body }));
export const useModificarServicio = () =>
  useEscritura((body: ModificarServicio) => call(modificarServicio, { body }));
export const useCancelarServicio = () =>
  useEscritura((idServicioMedico: number) => call(eliminarServicio, { body: { idServicioMedico } }));
export const useRestaurarServicio = () =>
  useEscritura((idServicioMedico: number) => call(restaurarServicio, { body: { idServicioMedico } }));
