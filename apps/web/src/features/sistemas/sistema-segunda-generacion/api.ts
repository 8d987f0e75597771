import { conProducto } from '@farmasi/contracts/administracion/asignacion-permisos';
import {
  actualizarArticulosSucursal,
  eliminarSucursalV20,
  type GuardarSucursalEntrada,
  guardarSucursalV20,
  obtenerSucursalesSinActualizar,
  obtenerSucursalesV20,
  type TipoSucursal,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { call, callData } from '@/api';

const all = ['sistema-v20'] as const;

/** The product slug: the route's first segment (/{product}/sistemas/{product}20); the calls carry it. */
export const useProducto = () => useLocation().pathname.split('/')[1] ?? '';

/** Branches on the new system of one type, with the systems and their versions (003 §7). */
export const useSucursalesV20 = (producto: string, tipo: TipoSucursal) =>
  useQuery({
    queryKey: [...all, 'sucursales', tipo],
    queryFn: ({ signal }) =>
      callData(conProducto(obtenerSucursalesV20, producto), { params: { tipo }, signal }),
    // Another type keeps the rows shown (greyed under the table's spinner) until its own arrive.
    placeholderData: keepPreviousData,
  });

/** Active branches not yet on the new system (the add modal's list). */
export const useSucursalesSinActualizar = (producto: string, abierto: boolean) =>
  useQuery({
    queryKey: [...all, 'sin-actualizar'],
    queryFn: ({ signal }) => callData(conProducto(obtenerSucursalesSinActualizar, producto), { signal }),
    enabled: abierto,
  });

/** A write reloads both lists whatever its answer (they show what is stored). */
const useEscritura = <B>(mutationFn: (body: B) => ReturnType<typeof call>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: all }) });
};

export const useGuardarSucursal = (producto: string) =>
  useEscritura((body: GuardarSucursalEntrada) => call(conProducto(guardarSucursalV20, producto), { body }));

export const useEliminarSucursal = (producto: string) =>
  useEscritura((codSucursal: number) =>
    call(conProducto(eliminarSucursalV20, producto), { body: { codSucursal } }),
  );

export const useActualizarArticulos = (producto: string) =>
  useEscritura((codSucursal: number) =>
    call(conProducto(actualizarArticulosSucursal, producto), { body: { codSucursal } }),
  );
