import {
  eliminarSucursal,
  eliminarTodas,
  entregaAsignadas,
  entregaEliminar,
  entregaEliminarTodas,
  entregaFiltro,
  entregaGrupos,
  entregaGuardar,
  entregaSinGrupo,
  filtroSucursal,
  gruposAsignacion,
  guardarAsignacion,
  type SucursalAsignacion,
  type SucursalGrupoEntrega,
  sucursalesAsignadas,
  sucursalesSinGrupo,
} from '@farmasi/contracts/administracion/asignacionGrupos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';
import type { Asignacion, SucursalVista } from './types';

const deEntrega = (r: SucursalGrupoEntrega): SucursalVista => ({
  codigo: r.cod_Cliente,
  nombre: r.nombre,
  sucursal: r.sucursal,
  grupo: r.grupo,
});
const deSucursal = (r: SucursalAsignacion): SucursalVista => ({
  codigo: r.codSucursal,
  nombre: r.nombre,
  sucursal: r.sucursal,
  grupo: r.idCatGrupoSucursalesEnc,
});

/** Every change refreshes all of the screen's lists. */
const useCambio = <V>(key: string, mutationFn: (vars: V) => ReturnType<typeof call>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }) });
};

const ENTREGA = 'asignar-grupos-entrega';
/** 'Asignar clientes a grupos de entrega' over /grupos-entrega. */
export const entrega: Asignacion = {
  titulo: 'Asignar clientes a grupos de entrega',
  columnaNombre: 'Cliente',
  useGrupos: () =>
    useQuery({
      queryKey: [ENTREGA, 'grupos'],
      queryFn: async ({ signal }) =>
        (await callData(entregaGrupos, { signal })).map((g) => ({
          id: g.grupo,
          nombre: g.nombre,
          sucursales: g.sucursales,
        })),
    }),
  useAsignadas: () =>
    useQuery({
      queryKey: [ENTREGA, 'asignadas'],
      queryFn: async ({ signal }) => (await callData(entregaAsignadas, { signal })).map(deEntrega),
    }),
  useSinGrupo: (enabled) =>
    useQuery({
      queryKey: [ENTREGA, 'sin-grupo'],
      queryFn: async ({ signal }) => (await callData(entregaSinGrupo, { signal })).map(deEntrega),
      enabled,
      staleTime: 0,
    }),
  useFiltro: () =>
    useMutation({
      mutationFn: async (codCliente: number) =>
        (await callData(entregaFiltro, { params: { codCliente } })).map(deEntrega),
    }),
  useGuardar: () =>
    useCambio(ENTREGA, ({ grupo, codigos }: { grupo: number; codigos: number[] }) =>
      call(entregaGuardar, {
        body: { grupo, sucursales: codigos.map((cod_Cliente) => ({ cod_Cliente, seleccionado: true })) },
      }),
    ),
  useEliminar: () =>
    useCambio(ENTREGA, ({ grupo, codigo }: { grupo: number; codigo: number }) =>
      call(entregaEliminar, { body: { grupo, cod_Cliente: codigo } }),
    ),
  useEliminarTodas: () =>
    useCambio(ENTREGA, ({ grupo }: { grupo: number }) => call(entregaEliminarTodas, { body: { grupo } })),
};

const SUCURSALES = 'asignar-sucursales-grupos';
/** The branch groups' assignment screen over /asignar-sucursales-grupos. */
export const sucursales: Asignacion = {
  titulo: 'Asignar sucursales a grupos',
  columnaNombre: 'Nombre',
  useGrupos: () =>
    useQuery({
      queryKey: [SUCURSALES, 'grupos'],
      queryFn: async ({ signal }) =>
        (await callData(gruposAsignacion, { signal })).map((g) => ({
          id: g.idCatGrupoSucursalesEnc,
          nombre: g.grupo,
          sucursales: g.sucursales,
        })),
    }),
  useAsignadas: () =>
    useQuery({
      queryKey: [SUCURSALES, 'asignadas'],
      queryFn: async ({ signal }) => (await callData(sucursalesAsignadas, { signal })).map(deSucursal),
    }),
  useSinGrupo: (enabled) =>
    useQuery({
      queryKey: [SUCURSALES, 'sin-grupo'],
      queryFn: async ({ signal }) => (await callData(sucursalesSinGrupo, { signal })).map(deSucursal),
      enabled,
      staleTime: 0,
    }),
  useFiltro: () =>
    useMutation({
      mutationFn: async (codSucursal: number) =>
        (await callData(filtroSucursal, { params: { codSucursal } })).map(deSucursal),
    }),
  useGuardar: () =>
    useCambio(SUCURSALES, ({ grupo, codigos }: { grupo: number; codigos: number[] }) =>
      call(guardarAsignacion, {
        body: {
          Grupo: grupo,
          listadoSucursales: codigos.map((codSucursal) => ({ codSucursal, seleccionado: true })),
        },
      }),
    ),
  useEliminar: () =>
    useCambio(SUCURSALES, ({ grupo, codigo }: { grupo: number; codigo: number }) =>
      call(eliminarSucursal, { body: { Grupo: grupo, codSucursal: codigo } }),
    ),
  useEliminarTodas: () =>
    useCambio(SUCURSALES, ({ grupo }: { grupo: number }) => call(eliminarTodas, { body: { Grupo: grupo } })),
};
