import { API_BASE } from '@farmasi/contracts';
import {
  type Banner,
  clonarBanner,
  consultarBanners,
  consultarIdsBanners,
  consultarImagenesSucursales,
  eliminarBanner,
  type GuardarBanner,
  guardarBanner,
  guardarImagenesSucursales,
  type ImagenSucursal,
  ordenarBanner,
  visibleBanner,
} from '@farmasi/contracts/mercadotecnia/banners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '@/api';
import { enviarArchivo } from '@/lib/upload';

const all = ['banners'] as const;

/** Every banner of every section and device (a few dozen), hidden ones included. */
export const useBanners = () =>
  useQuery({
    queryKey: [...all, 'T'],
    queryFn: ({ signal }) => callData(consultarBanners, { params: { x: 'T' }, signal }),
  });

/** What the public site shows of a section now (idCatBanners 0: nothing, a placeholder). */
export const useVistaPrevia = (lista: string, activa: boolean) =>
  useQuery({
    queryKey: [...all, 'vista', lista],
    queryFn: ({ signal }) => callData(consultarIdsBanners, { params: { x: lista as 'T' }, signal }),
    enabled: activa,
    gcTime: 0,
  });

export const useImagenesSucursales = () =>
  useQuery({
    queryKey: [...all, 'sucursales'],
    queryFn: ({ signal }) => callData(consultarImagenesSucursales, { signal }),
  });

const useCambio = <V, R>(fn: (v: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: all }) });
};

export const useGuardarBanner = () =>
  useCambio(({ datos, imagen }: { datos: GuardarBanner; imagen: File | null }) =>
    enviarArchivo<Banner>(`${API_BASE}${guardarBanner.path}`, imagen, {
      campos: { json: JSON.stringify(datos) },
    }),
  );

export const useGuardarImagenSucursal = () =>
  useCambio(
    ({
      datos,
      imagen,
    }: {
      datos: { idCatImagenesSucursales: number; url: string; modificar: boolean };
      imagen: File | null;
    }) =>
      enviarArchivo<ImagenSucursal>(`${API_BASE}${guardarImagenesSucursales.path}`, imagen, {
        campos: { json: JSON.stringify(datos) },
      }),
  );

export const useEliminarBanner = () => useCambio((id: number) => call(eliminarBanner, { params: { id } }));

export const useClonarBanner = (idUsuario: number) =>
  useCambio((id: number) => call(clonarBanner, { params: { id, userId: idUsuario } }));

export const useVisibleBanner = () =>
  useCambio(({ id, visible }: { id: number; visible: boolean }) =>
    call(visibleBanner, { params: { id, flag: visible ? '1' : '0' } }),
  );

export const useOrdenarBanners = () =>
  useCambio((banners: { idCatBanners: number; orden: number }[]) =>
    call(ordenarBanner, { body: { banners } }),
  );
