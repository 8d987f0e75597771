import {
  eliminarSucursal,
  eliminarTodas,
  filtroSucursal,
  gruposAsignacion,
  guardarAsignacion,
  type SucursalAsignacion,
  sucursalesAsignadas,
  sucursalesSinGrupo,
} from '@farmasi/contracts/administracion/asignar-sucursales-grupos';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, callData } from '@/api';
import type { Asignacion, SucursalVista } from '@/ui/asignacion-grupos/types';
import { useCambio } from '@/ui/asignacion-grupos/useCambio';
import { historialGrupoSucursales } from './historial';

const deSucursal = (r: SucursalAsignacion): SucursalVista => ({
  codigo: r.codSucursal,
  nombre: r.nombre,
  sucursal: r.sucursal,
  grupo: r.idCatGrupoSucursalesEnc,
});

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
  historial: historialGrupoSucursales,
};
