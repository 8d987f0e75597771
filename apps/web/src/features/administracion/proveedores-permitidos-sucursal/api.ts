import {
  eliminarRelacionSucursal,
  type FilaGuardar,
  guardarSucursales,
  obtenerProveedores,
  obtenerProveedoresPermitidos,
  obtenerSucursales,
} from '@farmasi/contracts/administracion/proveedores-permitidos-sucursal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['proveedores-permitidos-sucursal'] as const;

/** 002 §7 GET administracion/obtener-proveedores: the supplier select lists them on open. */
export const useProveedores = () =>
  useQuery({
    queryKey: [...all, 'proveedores'],
    queryFn: ({ signal }) => callData(obtenerProveedores, { signal }),
    staleTime: 5 * 60_000,
  });

/** The supplier's related branches of the type (the table). */
export const usePermitidas = (proveedor: number, tipo: number) =>
  useQuery({
    queryKey: [...all, 'permitidas', proveedor, tipo],
    queryFn: ({ signal }) =>
      callData(obtenerProveedoresPermitidos, { params: { codProveedor: proveedor, tipo }, signal }),
    enabled: proveedor > 0,
  });

/** The branches of the type not yet related ('Agregar sucursales'), read each time the modal opens. */
export const useSinRelacionar = (proveedor: number, tipo: number, abierto: boolean) =>
  useQuery({
    queryKey: [...all, 'sin-relacionar', proveedor, tipo],
    queryFn: ({ signal }) =>
      callData(obtenerSucursales, { params: { codProveedor: proveedor, tipo }, signal }),
    enabled: abierto && proveedor > 0,
    staleTime: 0,
  });

/** A save or delete reloads both lists whatever the answer (they show what is stored). */
export const useGuardarSucursales = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FilaGuardar[]) => call(guardarSucursales, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};

export const useEliminarRelaciones = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { codProveedor: number; codCliente: number }[]) =>
      call(eliminarRelacionSucursal, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: all }),
  });
};
