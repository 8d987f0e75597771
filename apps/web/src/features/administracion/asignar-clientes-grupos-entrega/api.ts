import {
  entregaAsignadas,
  entregaEliminar,
  entregaEliminarTodas,
  entregaFiltro,
  entregaGrupos,
  entregaGuardar,
  entregaSinGrupo,
  type SucursalGrupoEntrega,
} from '@farmasi/contracts/administracion/asignar-clientes-grupos-entrega';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, callData } from '@/api';
import type { Asignacion, SucursalVista } from '@/ui/asignacion-grupos/types';
import { useCambio } from '@/ui/asignacion-grupos/useCambio';
import { historialGrupoEntrega } from './historial';

const deEntrega = (r: SucursalGrupoEntrega): SucursalVista => ({
  codigo: r.cod_Cliente,
  nombre: r.nombre,
  sucursal: r.sucursal,
  grupo: r.grupo,
});
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
  historial: historialGrupoEntrega,
};
