import type { Envelope } from '@farmasi/contracts/envelope';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { AccionFila } from '@/ui/AccionesFila';

/** A group as both screens show it. */
export interface GrupoVista {
  id: number;
  nombre: string;
  sucursales: number;
}

/** A branch (delivery groups: the branch as a customer) and its group, 0 when in none. */
export interface SucursalVista {
  codigo: number;
  nombre: string;
  sucursal: string;
  grupo: number;
}

type Mutation<V> = UseMutationResult<Envelope<unknown>, Error, V>;

/** What each screen plugs into the shared view: its calls and its words. */
export interface Asignacion {
  titulo: string;
  columnaNombre: string;
  useGrupos: () => UseQueryResult<GrupoVista[]>;
  useAsignadas: () => UseQueryResult<SucursalVista[]>;
  useSinGrupo: (enabled: boolean) => UseQueryResult<SucursalVista[]>;
  useFiltro: () => UseMutationResult<SucursalVista[], Error, number>;
  useGuardar: () => Mutation<{ grupo: number; codigos: number[] }>;
  useEliminar: () => Mutation<{ grupo: number; codigo: number }>;
  useEliminarTodas: () => Mutation<{ grupo: number }>;
  /** The group's 'Historial' row action (issue 29), given every branch the screen loaded (to name codes). */
  historial: (grupo: GrupoVista, sucursales: readonly SucursalVista[]) => AccionFila;
}
