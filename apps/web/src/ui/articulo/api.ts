import * as c from '@farmasi/contracts/catalogos/articulos';
import type { ArticuloInput } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosConst } from '@farmasi/contracts/catalogos/articulos/textos';
import { type OrdenPendientes, pendientes } from '@farmasi/contracts/catalogos/articulos-pendientes';

/** The sort the pending list is asked for. */
export type PendientesOrden = { orden: OrdenPendientes; direccion: 'asc' | 'desc' };

import * as cat from '@farmasi/contracts/catalogos/catalogos-articulos';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';

const all = ['articulos'] as const;
export const articuloKeys = {
  all,
  pendientes: () => [...all, 'pendientes'] as const,
  paginaPendientes: (buscar: string, pagina: number, tamanoPagina: number, orden: PendientesOrden) =>
    [...all, 'pendientes', buscar, pagina, tamanoPagina, orden] as const,
  costos: (cod: number) => [...all, 'costos', cod] as const,
  sucursalesCosto: (id: number) => [...all, 'sucursales-costo', id] as const,
  grupos: (formula: number) => [...all, 'grupos', formula] as const,
  existencia: (cod: number) => [...all, 'existencia', cod] as const,
};

/** One page of the pending list (searched and paged on the server). */
export const usePendientes = (
  buscar: string,
  pagina: number,
  tamanoPagina: number,
  orden: PendientesOrden,
  enabled = true,
) =>
  useQuery({
    queryKey: articuloKeys.paginaPendientes(buscar, pagina, tamanoPagina, orden),
    queryFn: ({ signal }) =>
      callData(pendientes, { query: { buscar, pagina, tamanoPagina, ...orden }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });

export const buscarPendientes = (buscar: string, tamanoPagina: number) =>
  callData(pendientes, { query: { buscar, pagina: 1, tamanoPagina } });

export const buscarArticulos = (buscar: string) => callData(c.consultar, { body: { buscar } });
export const detalleArticulo = (codigo: number) => callData(c.detalle, { params: { codigo } });
export const validarCodBarras = (codBarras: string) => call(c.validaCodBarra, { params: { codBarras } });

/** The airtime SAT parameter: saving waits for it (000 §4). */
export const useParametroSat = () =>
  useQuery({
    queryKey: [...all, 'parametro', articulosConst.parametroCodigoSat],
    queryFn: ({ signal }) =>
      callData(c.parametro, { params: { nombre: articulosConst.parametroCodigoSat }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useEstatus = () =>
  useQuery({
    queryKey: [...all, 'estatus'],
    queryFn: ({ signal }) => callData(c.articuloEstatus, { signal }),
  });

/** Saves through agregar (a pending article) or guardar; the pending list refreshes either way. */
export const useGuardarArticulo = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ articulo, pendiente }: { articulo: ArticuloInput; pendiente: boolean }) =>
      call(pendiente ? c.agregar : c.guardar, { body: articulo }),
    onSuccess: () => qc.invalidateQueries({ queryKey: articuloKeys.all }),
  });
};

export const useCostos = (cod: number) =>
  useQuery({
    queryKey: articuloKeys.costos(cod),
    queryFn: ({ signal }) => callData(c.costosDeArticulo, { params: { codigo: cod }, signal }),
    enabled: cod > 0,
  });

export const useMedidas = (forma: number) =>
  useQuery({
    queryKey: [...all, 'medidas', forma],
    queryFn: ({ signal }) => callData(cat.medidas, { params: { codigo: forma }, signal }),
    enabled: forma > 0,
  });

export const useFormasAdministracion = () =>
  useQuery({
    queryKey: [...all, 'formas-administracion'],
    queryFn: ({ signal }) => callData(cat.formasAdministracion, { signal }),
    meta: { silent: true },
  });

export const useMarcas = () =>
  useQuery({ queryKey: [...all, 'marcas'], queryFn: ({ signal }) => callData(cat.marcas, { signal }) });
export const useProveedores = () =>
  useQuery({
    queryKey: [...all, 'proveedores'],
    queryFn: ({ signal }) => callData(cat.proveedores, { signal }),
  });
export const useGenericos = (formula: number) =>
  useQuery({
    queryKey: [...all, 'genericos', formula],
    queryFn: ({ signal }) => callData(cat.obtenerGenerico, { params: { codigo: formula }, signal }),
    enabled: formula > 0,
  });
export const useRecargas = () => ({
  proveedores: useQuery({
    queryKey: [...all, 'recarga-proveedores'],
    queryFn: ({ signal }) => callData(cat.recargaProveedores, { signal }),
  }),
  companias: useQuery({
    queryKey: [...all, 'recarga-companias'],
    queryFn: ({ signal }) => callData(cat.recargaCompanias, { signal }),
  }),
  tipos: useQuery({
    queryKey: [...all, 'recarga-tipos'],
    queryFn: ({ signal }) => callData(cat.recargaTiposProducto, { signal }),
  }),
});

export type CatalogoBuscar = typeof cat.catLaboratorios | typeof cat.catFormulas;
export const buscarCatalogo = (endpoint: CatalogoBuscar, buscar: string, signal?: AbortSignal) =>
  callData(endpoint, { body: { buscar }, signal }) as Promise<
    { codigo: number; descripcion: string; desglozar?: boolean }[]
  >;
